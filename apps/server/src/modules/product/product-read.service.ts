import type { ProductDto } from '@kirana/shared/catalogue';
import type { Executor } from '../../db/client';
import { toProductDto } from './product-dto';
import { findProductsWithLinks } from './product-read.repository';
import type { Taxonomy } from './taxonomy';

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
  const rows = await findProductsWithLinks(db, ids);
  const links = await taxonomy.linker(
    rows.flatMap((row) => row.categoryIds),
    rows.flatMap((row) => row.subCategoryIds),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [toProductDto(row, links.categories(row.categoryIds), links.subCategories(row.subCategoryIds))];
  });
}
