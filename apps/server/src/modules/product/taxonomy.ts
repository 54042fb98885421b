import type { CategoryDto, SubCategoryDto } from '@kirana/shared/catalogue';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Unlisten } from '../../db/notifications';
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

async function load(db: Database): Promise<Lists> {
  const [categories, subCategories] = await Promise.all([getCategories({ db }), getSubCategories({ db })]);
  return { categories: ranked(categories), subCategories: ranked(subCategories) };
}

/**
 * Categories and sub categories as every product answer shows them, kept in memory: they are few (an admin
 * edits them), while a product page or list would otherwise rebuild them as JSON for each product (most of
 * a listing's database time, docs/performance.md). Dropped on every catalogue change the database announces
 * (migration 0003's triggers, whichever process wrote) and, while those cannot be heard, read on every use.
 */
export class Taxonomy {
  #loaded: { version: number; lists: Promise<Lists> } | undefined;
  /** Bumped by each change heard: a read begun before it is not kept. */
  #version = 0;
  #hearing = false;
  #unlisten: Unlisten | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    this.#unlisten = await this.database.listenCatalogue({
      // A product's own change ('product:<id>') leaves categories as they are.
      onMessage: (payload) => {
        if (!payload.startsWith('product:')) this.#version++;
      },
      onGap: (listening) => {
        this.#hearing = listening;
        this.#version++;
      },
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#hearing = false;
  }

  /**
   * What lists products' categories and sub categories by id, for products holding (between them) these
   * ids; each product's lists in the order the API shows them.
   */
  async linker(categoryIds: readonly string[], subCategoryIds: readonly string[]): Promise<Linker> {
    let lists = await this.#lists();
    const known = (ids: readonly string[], map: Map<string, unknown>) => ids.every((id) => map.has(id));
    // A category newer than what this process holds (its announcement not heard yet): read again, once.
    if (!known(categoryIds, lists.categories) || !known(subCategoryIds, lists.subCategories)) {
      this.#version++;
      lists = await this.#lists();
    }
    const { categories, subCategories } = lists;
    // Copies: answers are changed in place on their way out (image paths made absolute).
    return {
      categories: (ids) => inOrder(ids, categories).map((dto) => ({ ...dto })),
      subCategories: (ids) =>
        inOrder(ids, subCategories).map((dto) => ({
          ...dto,
          category: dto.category.map((parent) => ({ ...parent })),
        })),
    };
  }

  #lists(): Promise<Lists> {
    if (!this.#hearing || this.#loaded?.version !== this.#version) {
      const lists = load(this.database.reads);
      const loaded = { version: this.#version, lists };
      // A failed read is not kept: the next caller tries again.
      lists.catch(() => {
        if (this.#loaded === loaded) this.#loaded = undefined;
      });
      this.#loaded = loaded;
    }
    return this.#loaded.lists;
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
