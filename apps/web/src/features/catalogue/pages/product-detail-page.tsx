import type { ProductDto } from '@kirana/shared/catalogue';
import { parseSlug } from '@kirana/shared/slugs';
import { useParams } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';
import { deliveryIn } from '../../../components/location/delivery-text';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useGetLocationQuery } from '../../../lib/location/location-api';
import { useGetProductDetailsQuery } from '../api/catalogue-api';
import { DeliveryBadge } from '../components/delivery-badge';
import { NotFoundMessage } from '../components/not-found-message';
import { ProductGallery } from '../components/product-gallery';
import { ProductDetailsSections, WhyShopWithUs } from '../components/product-info-sections';
import { ProductPrice } from '../components/product-price';

/** /product/{name-with-dashes}-{productId}: the id is the last piece of the slug. */
export function ProductDetailPage() {
  const { id } = parseSlug(useParams().product ?? '');
  const { data: product, isLoading, isError, error, refetch } = useGetProductDetailsQuery(id);
  const { data: location } = useGetLocationQuery();
  useDocumentMeta(product && `${product.name} | Kirana`, product && describe(product));

  if (isLoading) return <ProductDetailSkeleton />;
  // A 404 is a product that is not there; anything else (offline, a 5xx) may work on a second try.
  if (isError && !(error && 'status' in error && error.status === 404)) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-16">
        <LoadError message="This product could not be loaded." onRetry={() => void refetch()} />
      </section>
    );
  }
  if (isError || !product) return <NotFoundMessage title="Product not found" />;
  return (
    // One DOM order for every width (gallery, buy box, details); on desktop the details sit under the gallery.
    // grid-cols-1 is minmax(0, 1fr): an implicit column would grow to the widest content (11 thumbnails).
    <article className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 md:grid-cols-2 md:items-start md:gap-x-10">
      <div className="min-w-0 md:col-start-1 md:row-start-1">
        <ProductGallery images={product.image} name={product.name} />
      </div>
      <div className="flex flex-col gap-6 md:col-start-2 md:row-span-2 md:row-start-1">
        <div className="flex flex-col gap-2 border-b border-neutral-200 pb-6">
          <DeliveryBadge />
          <h1 className="text-xl font-bold md:text-2xl">{product.name}</h1>
          <p className="text-neutral-600">{product.unit}</p>
          <ProductPrice price={product.price} discount={product.discount} showDiscount className="text-lg" />
          <p className="text-xs text-neutral-500">(Inclusive of all taxes)</p>
          <div className="mt-2">
            {product.stock === 0 ? (
              <p className="text-lg font-semibold text-red-600">Out of Stock</p>
            ) : location?.served === false ? (
              <p className="font-semibold text-amber-900">{location.reason}</p>
            ) : (
              <AddToCartButton product={product} />
            )}
          </div>
          {location?.served && location.etaMinutes !== null && (
            <p className="text-sm font-semibold text-neutral-700">{deliveryIn(location.etaMinutes)}</p>
          )}
        </div>
        <WhyShopWithUs />
      </div>
      <div className="md:col-start-1 md:row-start-2">
        <ProductDetailsSections description={product.description} details={product.more_details} />
      </div>
    </article>
  );
}

/** Search engines and link previews read this: the name, unit and the start of the description. */
function describe(product: ProductDto): string {
  const summary = `${product.name}${product.unit ? ` (${product.unit})` : ''}, delivered in 10 minutes.`;
  return `${summary} ${product.description}`.trim().slice(0, 160);
}

function ProductDetailSkeleton() {
  return (
    <div role="status" className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-2 md:gap-10">
      <span className="sr-only">Loading…</span>
      <Skeleton className="aspect-square max-h-[28rem] w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-10 w-24" />
      </div>
    </div>
  );
}
