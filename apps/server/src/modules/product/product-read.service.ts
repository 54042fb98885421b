import type { ProductDto } from '@kirana/shared/catalogue';
import type { Executor } from '../../db/client';
import {
  findProductsWithLinks,
  type ListedProductRow,
  type ProductWithLinksRow,
} from '../../db/product-page.repository';
import { absolutizeImageListJson } from '../../plugins/image-urls';
import { toProductDto } from './product-dto';
import type { ImageUrls, Taxonomy } from './taxonomy';

/** Where product answers are read from: the database, and the categories kept in memory. */
export interface ProductReader {
  db: Executor;
  taxonomy: Taxonomy;
}

/** Products as the API shows them, categories and sub categories populated, in the order of `ids`. */
export async function loadProductDtos(
  { db, taxonomy }: ProductReader,
  ids: readonly string[],
): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findProductsWithLinks(db, ids)).map((row) => [row.id, row]));
  return productDtos(
    taxonomy,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** Rows read with their links' ids as the API shows them, in the same order. */
export async function productDtos(
  taxonomy: Taxonomy,
  rows: readonly ProductWithLinksRow[],
): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const links = await taxonomy.linker(
    rows.flatMap((row) => row.categoryIds),
    rows.flatMap((row) => row.subCategoryIds),
  );
  return rows.map((row) =>
    toProductDto(row, links.categories(row.categoryIds), links.subCategories(row.subCategoryIds)),
  );
}

/**
 * Listed products as the API shows them, each its JSON text, in the same order: the database's JSON with
 * the images (absolute), categories, sub categories and stock spliced in after its own fields. The same
 * values as productDtos gives; only the order of the keys differs, which JSON leaves free.
 */
export async function listedProductsJson(
  taxonomy: Taxonomy,
  absolutize: ImageUrls,
  rows: readonly ListedProductRow[],
): Promise<string[]> {
  const links = await taxonomy.linksJson(rows);
  return rows.map(
    (row, i) =>
      `${row.json.slice(0, -1)},"image":${absolutizeImageListJson(row.images, absolutize)},${links[i]},"stock":${row.stock}}`,
  );
}
