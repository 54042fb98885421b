import type { CategoryDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { CatalogueCopy } from '../../db/catalogue-copy';
import type { Database, DatabaseHandle } from '../../db/client';
import type { ListedProductRow } from '../../db/product-page.repository';
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

/** A listed product's links (db/product-page.repository.ts ListedProductRow). */
type ListedLinks = Pick<ListedProductRow, 'categoryIds' | 'subCategoryIds'>;

const linksKey = (product: ListedLinks) => `${product.categoryIds}|${product.subCategoryIds}`;
const splitIds = (ids: string) => (ids === '' ? [] : ids.split(','));

/** Distinct link pairs written at most (about a kilobyte each); past it, the rest are written per use. */
const WRITTEN_LINKS_MAX = 5_000;

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
 * but a product's words changing alone and, while those cannot be heard, read on every use
 * (db/catalogue-copy.ts).
 */
export class Taxonomy {
  readonly #lists: CatalogueCopy<Lists>;
  /** linksJson's answers, by the lists they were written from: a change of categories starts afresh. */
  readonly #writtenLinks = new WeakMap<Lists, Map<string, string>>();

  constructor(database: DatabaseHandle, absolutize: ImageUrls) {
    // A product's words changing alone changes no category: the lists are kept.
    this.#lists = new CatalogueCopy(
      database,
      (db) => load(db, absolutize),
      async (_db, before) => before,
    );
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
    const { categories, subCategories } = await this.#knowing(categoryIds, subCategoryIds);
    // Shared, not copied: their image paths are absolute already, so nothing on the way out changes them.
    return {
      categories: (ids) => inOrder(ids, categories),
      subCategories: (ids) => inOrder(ids, subCategories),
    };
  }

  /**
   * Listed products' `"category":[…],"subCategory":[…]` as JSON, from their links' ids as comma separated
   * text (ListedProductRow), in the same order. Each distinct pair is written once while the categories
   * stay as they are: a catalogue has few, and a list would otherwise serialize the same ones per product.
   */
  async linksJson(products: readonly ListedLinks[]): Promise<string[]> {
    let lists = await this.#lists.get();
    let written = this.#written(lists);
    if (products.some((product) => !written.has(linksKey(product)))) {
      const ids = (pick: (product: ListedLinks) => string) => products.flatMap((p) => splitIds(pick(p)));
      lists = await this.#knowing(
        ids((p) => p.categoryIds),
        ids((p) => p.subCategoryIds),
      );
      written = this.#written(lists);
    }
    return products.map((product) => {
      const key = linksKey(product);
      let json = written.get(key);
      if (json === undefined) {
        const categories = JSON.stringify(inOrder(splitIds(product.categoryIds), lists.categories));
        const subCategories = JSON.stringify(inOrder(splitIds(product.subCategoryIds), lists.subCategories));
        json = `"category":${categories},"subCategory":${subCategories}`;
        if (written.size < WRITTEN_LINKS_MAX) written.set(key, json);
      }
      return json;
    });
  }

  /** The lists, read again once if they lack one of these ids (a category newer than this process holds). */
  async #knowing(categoryIds: readonly string[], subCategoryIds: readonly string[]): Promise<Lists> {
    const lists = await this.#lists.get();
    const known = (ids: readonly string[], map: Map<string, unknown>) => ids.every((id) => map.has(id));
    if (known(categoryIds, lists.categories) && known(subCategoryIds, lists.subCategories)) return lists;
    this.#lists.drop();
    return this.#lists.get();
  }

  #written(lists: Lists): Map<string, string> {
    let written = this.#writtenLinks.get(lists);
    if (!written) {
      written = new Map();
      this.#writtenLinks.set(lists, written);
    }
    return written;
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
