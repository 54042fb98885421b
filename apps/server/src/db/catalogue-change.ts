/**
 * What one notification on the catalogue's channel says changed (the triggers of migrations 0003, 0019,
 * 0021, 0022, 0023, 0024 and 0025), read in one place for every listener:
 * - `product`: a product's stock or sales moved, and it neither sold out nor came back;
 * - `stock`: a product sold out or came back (lists and searches put products in stock first);
 * - `shown`: a product's price, discount, unit or images, and nothing else;
 * - `words`: a product's name, description or details, and with them its search vector, alone;
 * - `published`: a product published or unpublished, its words changed with it or not, and nothing else;
 * - `added`: a product added, one of a few in one statement;
 * - `removed`: a product deleted, one of a few in one statement;
 * - `listed`: a product linked to a category or sub category, or a link taken away, one of a few links in
 *   one statement;
 * - `all`: anything else (products added or deleted in bulk; a category or sub category), and any payload
 *   not of those forms.
 */
export type CatalogueChange =
  | { kind: ProductChangeKind; productId: string }
  | { kind: 'all'; productId?: undefined };

type ProductChangeKind =
  | 'product'
  | 'stock'
  | 'shown'
  | 'words'
  | 'published'
  | 'added'
  | 'removed'
  | 'listed';

const PRODUCT_CHANGE = /^(product|stock|shown|words|published|added|removed|listed):(.+)$/;

export function catalogueChange(payload: string): CatalogueChange {
  const match = PRODUCT_CHANGE.exec(payload);
  if (!match) return { kind: 'all' };
  return { kind: match[1] as ProductChangeKind, productId: match[2]! };
}
