import type { Executor } from '../db/client';
import { newId } from '../db/ids';
import { categories, subCategories, subCategoryCategories } from '../db/schema';

export interface CategoryRef {
  id: string;
  image: string;
}

export interface Placement {
  category: CategoryRef;
  subCategoryId: string;
}

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The categories and sub categories already in the database, matched by name (case-insensitive), plus those
 * a run creates. A sub category name is ONE sub category, linked to every category it appears under — the
 * model is many-to-many and the demo catalogue does the same, so "Baby Food & Formula" under two categories
 * is one row in the admin, and a (category, sub category) listing still shows only that category's products.
 * The cache is only valid for one importer at a time; a failed batch aborts the run, so it never goes stale.
 */
export class CatalogueTaxonomy {
  private constructor(
    private readonly categoryByName: Map<string, CategoryRef>,
    private readonly subCategoryByName: Map<string, string>,
    private readonly links: Set<string>,
    private readonly nextPosition: Map<string, number>,
  ) {}

  static async load(db: Executor): Promise<CatalogueTaxonomy> {
    const [categoryRows, subCategoryRows, linkRows] = await Promise.all([
      db.select({ id: categories.id, name: categories.name, image: categories.image }).from(categories),
      db.select({ id: subCategories.id, name: subCategories.name }).from(subCategories),
      db.select().from(subCategoryCategories),
    ]);
    const categoryByName = new Map<string, CategoryRef>();
    for (const { id, name, image } of categoryRows) {
      if (!categoryByName.has(keyOf(name))) categoryByName.set(keyOf(name), { id, image });
    }
    const subCategoryByName = new Map<string, string>();
    for (const { id, name } of subCategoryRows) {
      if (!subCategoryByName.has(keyOf(name))) subCategoryByName.set(keyOf(name), id);
    }
    const nextPosition = new Map<string, number>();
    for (const { categoryId, position } of linkRows) {
      nextPosition.set(categoryId, Math.max(nextPosition.get(categoryId) ?? 0, position + 1));
    }
    const links = new Set(linkRows.map((link) => `${link.subCategoryId}:${link.categoryId}`));
    return new CatalogueTaxonomy(categoryByName, subCategoryByName, links, nextPosition);
  }

  /** Finds or creates, inside `tx`, the category, the sub category and the link between them. */
  async place(tx: Executor, pairs: { category: string; subCategory: string }[]): Promise<Placement[]> {
    const newCategories: (typeof categories.$inferInsert)[] = [];
    const newSubCategories: (typeof subCategories.$inferInsert)[] = [];
    const newLinks: (typeof subCategoryCategories.$inferInsert)[] = [];
    const placements = pairs.map(({ category, subCategory }) => {
      let categoryRef = this.categoryByName.get(keyOf(category));
      if (!categoryRef) {
        categoryRef = { id: newId(), image: '' };
        this.categoryByName.set(keyOf(category), categoryRef);
        newCategories.push({ id: categoryRef.id, name: category.trim() });
      }
      let subCategoryId = this.subCategoryByName.get(keyOf(subCategory));
      if (!subCategoryId) {
        subCategoryId = newId();
        this.subCategoryByName.set(keyOf(subCategory), subCategoryId);
        newSubCategories.push({ id: subCategoryId, name: subCategory.trim() });
      }
      const link = `${subCategoryId}:${categoryRef.id}`;
      if (!this.links.has(link)) {
        this.links.add(link);
        const position = this.nextPosition.get(categoryRef.id) ?? 0;
        this.nextPosition.set(categoryRef.id, position + 1);
        newLinks.push({ subCategoryId, categoryId: categoryRef.id, position });
      }
      return { category: categoryRef, subCategoryId };
    });
    if (newCategories.length > 0) await tx.insert(categories).values(newCategories);
    if (newSubCategories.length > 0) await tx.insert(subCategories).values(newSubCategories);
    if (newLinks.length > 0) await tx.insert(subCategoryCategories).values(newLinks);
    return placements;
  }
}
