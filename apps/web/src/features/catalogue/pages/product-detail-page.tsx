import { parseSlug } from '@kirana/shared/slugs';
import { useParams } from 'react-router';

/** /product/{name-with-dashes}-{productId} */
export function ProductDetailPage() {
  const { product = '' } = useParams();
  const { name } = parseSlug(product);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-xl font-semibold">{name || 'Product'}</h1>
      <p className="mt-2 text-neutral-600">Photos, price and details of this product will appear here.</p>
    </section>
  );
}
