import { products } from './schema';

/**
 * The product columns the API shows, the one list every read of a product picks from; never
 * search_vector, which is large and internal.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  unit: products.unit,
  stock: products.stock,
  price: products.price,
  discount: products.discount,
  description: products.description,
  moreDetails: products.moreDetails,
  publish: products.publish,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductColumn = keyof typeof productColumns;
export type ProductRow = Pick<typeof products.$inferSelect, ProductColumn>;

/** A subset of productColumns, for reads that need only some (stock checks, order snapshots). */
export function pickProductColumns<K extends ProductColumn>(...keys: K[]): Pick<typeof productColumns, K> {
  return Object.fromEntries(keys.map((key) => [key, productColumns[key]])) as Pick<typeof productColumns, K>;
}
