import type { SubCategoryDto } from '@kirana/shared/catalogue';
import type { Database, Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { linkGone, requireCategories } from '../category/category.service';
import { toCategoryDto } from '../category/category-dto';
import { type ImageUrlConfig, storeImageUrl } from '../file/store-image-url';
import {
  countProductsInSubCategory,
  deleteSubCategory,
  existingSubCategoryIds,
  findParentLinks,
  insertSubCategory,
  listSubCategories,
  lockSubCategory,
  type SubCategoryRow,
  setSubCategoryParents,
  updateSubCategory,
} from './subcategory.repository';

/** What the sub category services need; routes pass app.deps. */
export interface SubCategoryContext {
  db: Database;
  config: ImageUrlConfig;
}
interface SubCategoryInput {
  name: string;
  image: string;
  category: string[];
}

async function toDtos(db: Executor, rows: readonly SubCategoryRow[]): Promise<SubCategoryDto[]> {
  const parents = new Map<string, SubCategoryDto['category']>();
  if (rows.length > 0) {
    for (const { subCategoryId, ...parent } of await findParentLinks(
      db,
      rows.map((row) => row.id),
    )) {
      parents.set(subCategoryId, [...(parents.get(subCategoryId) ?? []), parent]);
    }
  }
  return rows.map((row) => ({ ...toCategoryDto(row), category: parents.get(row.id) ?? [] }));
}

export async function getSubCategories({ db }: Pick<SubCategoryContext, 'db'>): Promise<SubCategoryDto[]> {
  return toDtos(db, await listSubCategories(db));
}

export async function createSubCategory(
  { db, config }: SubCategoryContext,
  body: SubCategoryInput,
): Promise<SubCategoryDto> {
  const image = storeImageUrl(body.image, config, 'image');
  const categoryIds = await requireCategories(db, body.category, 'category');
  return db
    .transaction(async (tx) => {
      const row = await insertSubCategory(tx, { name: body.name, image });
      await setSubCategoryParents(tx, row.id, categoryIds);
      return (await toDtos(tx, [row]))[0]!;
    })
    .catch(linkGone);
}

export async function editSubCategory(
  { db, config }: SubCategoryContext,
  { _id, name, image, category }: Partial<SubCategoryInput> & { _id: string },
): Promise<SubCategoryDto> {
  if (!isId(_id)) throw notFound('Sub category not found');
  const patch = {
    name,
    image: image === undefined ? undefined : storeImageUrl(image, config, 'image'),
  };
  const categoryIds = category === undefined ? undefined : await requireCategories(db, category, 'category');
  return db
    .transaction(async (tx) => {
      const row = await updateSubCategory(tx, _id, patch);
      if (!row) throw notFound('Sub category not found');
      if (categoryIds) await setSubCategoryParents(tx, _id, categoryIds);
      return (await toDtos(tx, [row]))[0]!;
    })
    .catch(linkGone);
}

export async function removeSubCategory({ db }: SubCategoryContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!isId(id) || !(await lockSubCategory(tx, id))) throw notFound('Sub category not found');
    const products = await countProductsInSubCategory(tx, id);
    if (products > 0) {
      const what = products === 1 ? '1 product' : `${products} products`;
      throw conflict(`Sub category is in use by ${what} and can't be deleted. Move or delete them first.`);
    }
    await deleteSubCategory(tx, id);
  });
}

/** 400 naming the field when a referenced sub category does not exist; returns the ids de-duplicated. */
export async function requireSubCategories(
  db: Executor,
  ids: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await existingSubCategoryIds(db, unique.filter(isId));
  if (unique.some((id) => !found.has(id))) throw badRequest(`${field}: unknown sub category`);
  return unique;
}
