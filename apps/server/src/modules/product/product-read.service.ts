import type { ProductDto } from '@kirana/shared/catalogue';
import type { Executor } from '../../db/client';
import { productWithLinksDto } from './product-dto';
import { findProductsWithLinks } from './product-read.repository';

/** Products as the API shows them, categories and sub categories populated, in the order of `ids`. */
export async function loadProductDtos(db: Executor, ids: readonly string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findProductsWithLinks(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [productWithLinksDto(row)] : [];
  });
}
