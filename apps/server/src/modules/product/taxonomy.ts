import type { CategoryDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { CatalogueCopy } from '../../db/catalogue-copy';
import type { Database, DatabaseHandle } from '../../db/client';
import { getCategories } from '../category/category.service';
import { getSubCategories } from '../subcategory/subcategory.service';

interface Lists {
  /** Each with its place in the categories' order (name, then id), so a product lists its own in that order. */
  categories: Map<string, { dto: CategoryDto; rank: number }>;
  subCategories: Map<string, { dto: SubCategoryDto; rank: number }>;
}

export interface Linker {
  categories(ids: readonly string[]): CategoryDto[];
  subCategories(ids: readonly string[]): SubCategoryDto[];
}

const ranked = <T extends { _id: string }>(dtos: T[]) =>
  new Map(dtos.map((dto, rank) => [dto._id, { dto, rank }]));

/** Whatever is handed out is shared by every answer: frozen, so no caller can change another's. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

async function load(db: Database, absolutize: ImageUrls): Promise<Lists> {
  const [categories, subCategories] = await Promise.all([getCategories({ db }), getSubCategories({ db })]);
  const shared = <T>(dtos: T[]) => dtos.map((dto) => deepFreeze(absolutize(dto)));
  return { categories: ranked(shared(categories)), subCategories: ranked(shared(subCategories)) };
}

/** Makes an answer's stored image paths absolute (plugins/image-urls.ts), as every answer shows them. */
export type ImageUrls = <T>(payload: T) => T;

/**
 * Categories and sub categories as every product answer shows them, kept in memory: they are few (an admin
 * edits them), while a product page or list would otherwise rebuild them as JSON for each product (most of
 * a listing's database time, docs/performance.md). Dropped on every catalogue change the database announces
 * and, while those cannot be heard, read on every use (db/catalogue-copy.ts).
 */
export class Taxonomy {
  readonly #lists: CatalogueCopy<Lists>;

  constructor(database: DatabaseHandle, absolutize: ImageUrls) {
    this.#lists = new CatalogueCopy(database, (db) => load(db, absolutize));
  }

  start(): Promise<void> {
    return this.#lists.start();
  }

  stop(): Promise<void> {
    return this.#lists.stop();
  }

  /**
   * What lists products' categories and sub categories by id, for products holding (between them) these
   * ids; each product's lists in the order the API shows them.
   */
  async linker(categoryIds: readonly string[], subCategoryIds: readonly string[]): Promise<Linker> {
    let lists = await this.#lists.get();
    const known = (ids: readonly string[], map: Map<string, unknown>) => ids.every((id) => map.has(id));
    // A category newer than what this process holds (its announcement not heard yet): read again, once.
    if (!known(categoryIds, lists.categories) || !known(subCategoryIds, lists.subCategories)) {
      this.#lists.drop();
      lists = await this.#lists.get();
    }
    const { categories, subCategories } = lists;
    // Shared, not copied: their image paths are absolute already, so nothing on the way out changes them.
    return {
      categories: (ids) => inOrder(ids, categories),
      subCategories: (ids) => inOrder(ids, subCategories),
    };
  }
}

function inOrder<T>(ids: readonly string[], map: Map<string, { dto: T; rank: number }>): T[] {
  return ids
    .flatMap((id) => {
      const found = map.get(id);
      return found ? [found] : [];
    })
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.dto);
}
