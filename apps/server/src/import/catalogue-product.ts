/** One product of an imported or generated catalogue, placed by category and sub category names. */
export interface CatalogueProduct {
  key: string;
  name: string;
  category: string;
  subCategory: string;
  price: number;
  discount: number;
  unit: string;
  stock: number;
  description: string;
  moreDetails: Record<string, string>;
}
