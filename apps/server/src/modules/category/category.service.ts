import type { CategoryDto } from '@kirana/shared/catalogue';
import type { Database, Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { type ImageUrlConfig, storeImageUrl } from '../file/store-image-url';
import {
  type CategoryValues,
  categoryUsage,
  deleteCategory,
  existingCategoryIds,
  insertCategory,
  listCategories,
  lockCategory,
  updateCategory,
} from './category.repository';
import { toCategoryDto } from './category-dto';

/** What the category services need; routes pass app.deps. */
export interface CategoryContext {
  db: Database;
  config: ImageUrlConfig;
}

export async function getCategories({ db }: Pick<CategoryContext, 'db'>): Promise<CategoryDto[]> {
  return (await listCategories(db)).map(toCategoryDto);
}

export async function addCategory(
  { db, config }: CategoryContext,
  body: CategoryValues,
): Promise<CategoryDto> {
  const row = await insertCategory(db, {
    name: body.name,
    image: storeImageUrl(body.image, config, 'image'),
  });
  return toCategoryDto(row);
}

export async function editCategory(
  { db, config }: CategoryContext,
  { _id, ...patch }: Partial<CategoryValues> & { _id: string },
): Promise<CategoryDto> {
  if (patch.image !== undefined) patch.image = storeImageUrl(patch.image, config, 'image');
  const row = isId(_id) ? await updateCategory(db, _id, patch) : undefined;
  if (!row) throw notFound('Category not found');
  return toCategoryDto(row);
}

export async function removeCategory({ db }: CategoryContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!isId(id) || !(await lockCategory(tx, id))) throw notFound('Category not found');
    const usage = await categoryUsage(tx, id);
    if (usage.subCategories > 0 || usage.products > 0) {
      throw conflict(
        `Category is in use by ${describeUsage(usage)} and can't be deleted. Move or delete them first.`,
      );
    }
    await deleteCategory(tx, id);
  });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
function describeUsage({ subCategories, products }: { subCategories: number; products: number }): string {
  const parts = [];
  if (subCategories) parts.push(count(subCategories, 'sub category', 'sub categories'));
  if (products) parts.push(count(products, 'product', 'products'));
  return parts.join(' and ');
}

/** 400 naming the field when a referenced category does not exist; returns the ids de-duplicated. */
export async function requireCategories(
  db: Executor,
  ids: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await existingCategoryIds(db, unique.filter(isId));
  if (unique.some((id) => !found.has(id))) throw badRequest(`${field}: unknown category`);
  return unique;
}

/**
 * For writes that link to categories or sub categories checked moments before: if one was deleted in
 * between, the foreign key refuses the insert (23503, bare or wrapped by Drizzle); say so with a 409.
 */
export function linkGone(error: unknown): never {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  if (codeOf(error) === '23503' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23503') {
    throw conflict('A category or sub category was just deleted. Reload and try again.');
  }
  throw error;
}
