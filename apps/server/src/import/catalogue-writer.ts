import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  deferListings,
  deleteLinks,
  insertLinks,
  type NewProduct,
  upsertProducts,
  writeListings,
} from './bulk-sql';
import type { CatalogueProduct } from './catalogue-product';
import { CatalogueTaxonomy } from './catalogue-taxonomy';
import { fieldsChanged, linksChanged, loadExistingProducts } from './existing-products';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export type CatalogueWriter = (batch: CatalogueProduct[]) => Promise<WriteCounts>;

/**
 * Writes batches of products, each batch in one transaction with multi-row statements. Rows are compared with
 * what is stored first, so a re-run writes nothing for unchanged products (rewriting a row rewrites its search
 * index entries too). An existing product is updated from the source's own fields only: stock, images,
 * description and publish belong to the store once a product is live. Its placement follows the source.
 */
export async function catalogueWriter(db: Database): Promise<CatalogueWriter> {
  const taxonomy = await CatalogueTaxonomy.load(db);
  return (batch) =>
    db.transaction(async (tx) => {
      const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
      if (batch.length === 0) return counts;
      // A new product's listing row, written once its links are (not once per statement).
      await deferListings(tx);
      const placements = await taxonomy.place(tx, batch);
      const existing = await loadExistingProducts(
        tx,
        batch.map((product) => product.key),
      );

      const rows: NewProduct[] = [];
      const links: { key: string; categoryId: string; subCategoryId: string }[] = [];
      const relinkedIds: string[] = [];
      batch.forEach((product, i) => {
        const { category, subCategoryId } = placements[i]!;
        const stored = existing.get(product.key);
        const changed = !stored || fieldsChanged(stored, product);
        const relink = !stored || linksChanged(stored, category.id, subCategoryId);
        // Products have no pictures of their own; the category's, when it has one, beats an empty frame.
        if (changed) rows.push({ ...product, image: category.image });
        if (relink) links.push({ key: product.key, categoryId: category.id, subCategoryId });
        if (stored && relink) relinkedIds.push(stored.id);
        counts[!stored ? 'inserted' : changed || relink ? 'updated' : 'unchanged']++;
      });

      const idByKey = new Map([...existing.values()].map((product) => [product.key, product.id]));
      const listed = [...relinkedIds];
      if (rows.length > 0) {
        for (const { id, key } of await upsertProducts(tx, rows)) {
          if (!idByKey.has(key)) listed.push(id);
          idByKey.set(key, id);
        }
      }
      if (relinkedIds.length > 0) await deleteLinks(tx, relinkedIds);
      if (links.length > 0) {
        const productId = (key: string) => idByKey.get(key)!;
        await insertLinks(
          tx,
          'product_categories',
          links.map(({ key, categoryId }) => [productId(key), categoryId]),
        );
        await insertLinks(
          tx,
          'product_sub_categories',
          links.map(({ key, subCategoryId }) => [productId(key), subCategoryId]),
        );
      }
      if (listed.length > 0) await writeListings(tx, listed);
      return counts;
    });
}

/**
 * Refreshes the planner's statistics and the visibility map of the catalogue tables after a bulk load,
 * those the triggers fill with it included (listing pairs and counts, search words and postings) and the
 * products as lists show them (their relinked or updated rows leave dead versions behind).
 * PGlite never runs autovacuum, and PostgreSQL's may come minutes later: until then the planner guesses
 * row counts for every listing query, and index-only scans still read each row from the table.
 */
export async function vacuumCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`vacuum (analyze) categories, sub_categories, sub_category_categories, products, product_categories,
      product_sub_categories, listing_products, listing_counts, product_counts, product_listings, search_words,
      search_postings`,
  );
}
