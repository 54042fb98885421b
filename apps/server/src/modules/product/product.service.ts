import type { ProductCreateBody, ProductDto, ProductUpdateBody } from '@kirana/shared/catalogue';
import { PAGE_LIMIT_MAX, type PageInfo, pageInfo } from '@kirana/shared/paging';
import { discountedPrice } from '@kirana/shared/pricing';
import type { Database } from '../../db/client';
import { isId } from '../../db/ids';
import {
  findListedProduct,
  type ListedProductRow,
  type ProductRowPage,
} from '../../db/product-page.repository';
import { badRequest, notFound } from '../../http/http-error';
import { linkGone, requireCategories } from '../category/category.service';
import { type ImageUrlConfig, storeImageUrl } from '../file/store-image-url';
import { type SearchContext, searchProducts } from '../search/search.service';
import { requireSubCategories } from '../subcategory/subcategory.service';
import {
  deleteProduct,
  insertProduct,
  listingPageRows,
  lockProductPricing,
  newestInCategoryRows,
  newestPageRows,
  type ProductValues,
  productExists,
  setProductCategories,
  setProductSubCategories,
  updateProduct,
} from './product.repository';
import { loadProductDtos } from './product-read.service';
import type { Taxonomy } from './taxonomy';

/** What the product services need; routes pass app.deps. */
export interface ProductContext {
  db: Database;
  config: ImageUrlConfig;
  taxonomy: Taxonomy;
  /** The search vocabulary, in memory: product searches look their words up there. */
  vocabulary: SearchContext['vocabulary'];
  /** Every product's postings, in memory: broad searches find their candidates there. */
  postings: SearchContext['postings'];
  /** Unpublished products' texts, in memory: an admin's search finds them there. */
  unpublished: SearchContext['unpublished'];
  /** What recent searches worked out in memory. */
  recentSearches: SearchContext['recentSearches'];
}

export interface PageRequest {
  page?: number;
  limit?: number;
}

export interface ProductPage extends PageInfo {
  /** To be written as JSON by listedProductsJson (product-read.service.ts). */
  rows: ListedProductRow[];
  /** Set when search corrected a misspelt word: what it searched for instead. */
  correctedSearch?: string;
  /** Set when more products match than the search counted (a broad search shows '1000+'). */
  totalCapped?: boolean;
}

function rowsToPage({ rows, total }: ProductRowPage, page: number, limit: number): ProductPage {
  return { rows, ...pageInfo(total, page, limit) };
}

/** The body schema checked page, limit ≥ 1; a larger limit than allowed is capped rather than refused. */
function window({ page = 1, limit }: PageRequest, fallbackLimit: number) {
  const size = Math.min(limit ?? fallbackLimit, PAGE_LIMIT_MAX);
  return { page, limit: size, offset: (page - 1) * size };
}

/**
 * Shoppers see published products only; admins (`withUnpublished`) see every product, in the admin list
 * and on a product's page.
 */
export async function findProducts(
  deps: ProductContext,
  body: PageRequest & { search?: string; exact?: boolean },
  withUnpublished = false,
): Promise<ProductPage> {
  const { page, limit, offset } = window(body, 10);
  const found = await searchProducts(
    deps,
    { text: body.search, exact: body.exact },
    { limit, offset },
    withUnpublished,
  );
  // Nothing to search for: the newest products.
  if (!found)
    return rowsToPage(await newestPageRows(deps.db, { limit, offset }, withUnpublished), page, limit);
  const result = rowsToPage(found, page, limit);
  return {
    ...result,
    ...(found.correctedSearch ? { correctedSearch: found.correctedSearch } : {}),
    ...(found.totalCapped ? { totalCapped: true } : {}),
  };
}

export async function productsOfCategory(
  deps: ProductContext,
  categoryId: string,
): Promise<ListedProductRow[]> {
  if (!isId(categoryId)) return [];
  return newestInCategoryRows(deps.db, categoryId);
}

export async function productsOfSubCategory(
  deps: ProductContext,
  body: PageRequest & { categoryId: string; subCategoryId: string },
): Promise<ProductPage> {
  const { page, limit, offset } = window(body, 8);
  const rows =
    isId(body.categoryId) && isId(body.subCategoryId)
      ? await listingPageRows(deps.db, body.categoryId, body.subCategoryId, { limit, offset })
      : { rows: [], total: 0 };
  return rowsToPage(rows, page, limit);
}

/** A product as an admin's write answers it, unpublished or not. */
async function productDetails(deps: ProductContext, productId: string): Promise<ProductDto> {
  const [product] = await loadProductDtos(deps, [productId]);
  if (!product) throw notFound('Product not found');
  return product;
}

/** A product's details as lists show it (spliced, not serialized: product-read.service.ts). */
export async function listedProductDetails(
  deps: ProductContext,
  productId: string,
  withUnpublished = false,
): Promise<ListedProductRow> {
  const product = isId(productId) ? await findListedProduct(deps.db, productId) : undefined;
  if (!product || (!product.publish && !withUnpublished)) throw notFound('Product not found');
  return product;
}

/** Every product costs the shopper something: its price after discount (pricing.ts) stays above ₹0. */
function requirePayablePrice(price: number, discount: number): void {
  const after = discountedPrice(price, discount);
  if (after > 0) return;
  const rounding = discount < 100 ? ' (discounts round up to whole rupees)' : '';
  throw badRequest(
    `discount: ${discount}% off ₹${price} leaves ₹${after}${rounding}; the price after discount must be more than ₹0`,
  );
}

export async function createProduct(deps: ProductContext, body: ProductCreateBody): Promise<ProductDto> {
  requirePayablePrice(body.price, body.discount);
  const { values, categoryIds, subCategoryIds } = await checkedInput(deps, body);
  const id = await deps.db
    .transaction(async (tx) => {
      // The body schema filled every default, so all values are present.
      const productId = await insertProduct(tx, values as ProductValues);
      await setProductCategories(tx, productId, categoryIds ?? []);
      await setProductSubCategories(tx, productId, subCategoryIds ?? []);
      return productId;
    })
    .catch(linkGone);
  return productDetails(deps, id);
}

export async function editProduct(
  deps: ProductContext,
  { _id, ...body }: ProductUpdateBody,
): Promise<ProductDto> {
  if (!isId(_id) || !(await productExists(deps.db, _id))) throw notFound('Product not found');
  const { values, categoryIds, subCategoryIds } = await checkedInput(deps, body);
  await deps.db
    .transaction(async (tx) => {
      // Checked against the stored values the patch keeps, locked so that two patches cannot combine into
      // a price that neither would allow alone. An edit leaving both alone is not held to it.
      if (values.price !== undefined || values.discount !== undefined) {
        const stored = await lockProductPricing(tx, _id);
        if (!stored) throw notFound('Product not found');
        requirePayablePrice(values.price ?? stored.price, values.discount ?? stored.discount);
      }
      if (!(await updateProduct(tx, _id, values))) throw notFound('Product not found');
      if (categoryIds) await setProductCategories(tx, _id, categoryIds);
      if (subCategoryIds) await setProductSubCategories(tx, _id, subCategoryIds);
    })
    .catch(linkGone);
  return productDetails(deps, _id);
}

export async function removeProduct(deps: ProductContext, id: string): Promise<void> {
  if (!isId(id) || !(await deleteProduct(deps.db, id))) throw notFound('Product not found');
}

/** Images and references checked against what exists; only the fields given come back. */
async function checkedInput(deps: ProductContext, body: Omit<ProductUpdateBody, '_id'>) {
  const values: Partial<ProductValues> = {
    name: body.name,
    images: body.image?.map((url, index) => storeImageUrl(url, deps.config, `image.${index}`)),
    unit: body.unit,
    stock: body.stock,
    price: body.price,
    discount: body.discount,
    description: body.description,
    moreDetails: body.more_details,
    publish: body.publish,
  };
  return {
    values,
    categoryIds: body.category && (await requireCategories(deps.db, body.category, 'category')),
    subCategoryIds:
      body.subCategory && (await requireSubCategories(deps.db, body.subCategory, 'subCategory')),
  };
}
