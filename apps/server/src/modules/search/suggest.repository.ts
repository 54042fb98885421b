import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import {
  categories,
  products,
  searchPostings,
  searchWords,
  subCategories,
  subCategoryCategories,
} from '../../db/schema';
import type { NamedListing } from './listing-names';
import type { IndexedWordRow, ReindexedProductRow, SuggestedProduct } from './suggestion-index';
import type { IndexedProductRow, NamedProduct } from './suggestion-reading';
import { everyWordInName, type Stems } from './text-queries';
import type { ProductSales } from './tie-keys';

// A few hundred names at most, kept in memory (listing-names.ts).
const everyListing = preparedSelect<NamedListing>(
  'suggest_listings',
  ['kind', 'categoryId', 'categoryName', 'subCategoryId', 'subCategoryName'],
  sql`select 'category' as kind, c.id as "categoryId", c.name as "categoryName",
        s.id as "subCategoryId", s.name as "subCategoryName"
      from ${categories} c
      cross join lateral (select s.id, s.name from ${subCategoryCategories} l
        join ${subCategories} s on s.id = l.sub_category_id
        where l.category_id = c.id order by s.name, s.id limit 1) s
    union all
    select 'subcategory', c.id, c.name, s.id, s.name
      from ${subCategories} s
      cross join lateral (select c.id, c.name from ${subCategoryCategories} l
        join ${categories} c on c.id = l.category_id
        where l.sub_category_id = s.id order by l.position, c.id limit 1) c`,
);

/**
 * Every category and sub category with the other half of the listing it opens: a category's first sub
 * category by name (as the storefront lists them), a sub category's first category. Those with no
 * listing are left out.
 */
export function everyNamedListing(db: Executor): Promise<NamedListing[]> {
  return everyListing(db).execute({});
}

/** Candidates looked at per suggestion request: enough to rank, bounded however common the words are. */
const PRODUCT_CANDIDATES = 200;

/** For one word, its best postings (names starting with it, or being it, first). */
export const POSTED_CANDIDATES = 64;

/** The best sellers, in stock, shortest names first, among the candidates. */
const bestSellersFirst = sql`order by units_sold desc, (stock > 0) desc, length(name), id`;

/**
 * A published product whose name holds one word: the word's best postings (search_postings). The text
 * query is a subquery so it is parsed once, not for every candidate (0.65 → 0.15 ms for 'chocolate').
 */
const productsPosted = preparedSelect<NamedProduct>(
  'suggest_products_posted',
  ['id', 'name', 'image'],
  sql`select p.id, p.name, p.images[1] as image from (
      select product_id from ${searchPostings}
      where word = ${sql.placeholder('word')}::text order by score desc nulls last, product_id
      limit ${sql.raw(String(POSTED_CANDIDATES))}
    ) c join ${products} p on p.id = c.product_id
    where p.publish and p.search_vector @@ (select to_tsquery('simple', ${sql.placeholder('word')}::text || ':A'))
    ${bestSellersFirst} limit ${sql.placeholder('limit')}`,
);

/**
 * Published products whose names hold every word, as typed or as its English stem (text-queries.ts):
 * among the first PRODUCT_CANDIDATES matches of the full-text index. The query is one argument, so the
 * statement is the same for any number of words and is prepared once.
 */
const productsWithWords = preparedSelect<NamedProduct>(
  'suggest_products_named',
  ['id', 'name', 'image'],
  sql`select id, name, image from (
      select p.id, p.name, p.images[1] as image, p.units_sold, p.stock from ${products} p
      where p.publish and p.search_vector @@ ${sql.placeholder('query')}::tsquery
      limit ${sql.raw(String(PRODUCT_CANDIDATES))}
    ) c ${bestSellersFirst} limit ${sql.placeholder('limit')}`,
);

/** Published products whose names hold the word (whole): the best sellers, in stock, shortest names first. */
export function productsNamedBy(db: Executor, word: string, limit: number): Promise<NamedProduct[]> {
  return productsPosted(db).execute({ word, limit });
}

/**
 * Published products whose names hold every word (whole), as productsNamedBy ranks them: intersected
 * through the full-text index, among the first few hundred matches, so the cost stays flat however
 * common the words are.
 */
export function productsNamedByAll(
  db: Executor,
  words: readonly string[],
  stems: Stems,
  limit: number,
): Promise<NamedProduct[]> {
  return productsWithWords(db).execute({ query: everyWordInName(words, stems), limit });
}

/** What the suggestion index reads of a published product `p`: its name's lexemes are its vector's weight A. */
const indexedProduct = sql`p.id, p.name, p.images[1] as image, p.units_sold as "unitsSold",
  p.stock > 0 as "inStock",
  array(select u.lexeme from unnest(p.search_vector) u where 'A' = any(u.weights)) as "nameWords"`;

/** Published products after `after` by id, at most `limit`, with their names' lexemes. */
export function indexedProducts(db: Executor, after: string, limit: number): Promise<IndexedProductRow[]> {
  return queryRows<IndexedProductRow>(
    db,
    sql`select ${indexedProduct} from ${products} p where p.publish and p.id > ${after} order by p.id
        limit ${limit}`,
  );
}

/**
 * The published products among `ids` as indexedProducts reads them, each with the words of its postings
 * (migration 0008's `product_postings`: search_postings has no index by product).
 */
export function reindexedProducts(db: Executor, ids: readonly string[]): Promise<ReindexedProductRow[]> {
  return queryRows<ReindexedProductRow>(
    db,
    sql`select ${indexedProduct},
          array(select w.word from product_postings(p.name, p.more_details) w) as "postedWords"
        from ${products} p where p.publish and p.id = any(${sql.param([...ids])}::text[])`,
  );
}

/** A vocabulary word `w`'s best postings' products, those `suggest_products_posted` reads. */
const bestPostings = sql`array(select s.product_id from ${searchPostings} s where s.word = w.word
  order by s.score desc nulls last, s.product_id
  limit ${sql.raw(String(POSTED_CANDIDATES))}) as "productIds"`;

/** Vocabulary words after `after` in order, at most `limit`, each with the products of its best postings. */
export function indexedWords(db: Executor, after: string, limit: number): Promise<IndexedWordRow[]> {
  return queryRows<IndexedWordRow>(
    db,
    sql`select w.word, ${bestPostings} from ${searchWords} w where w.word > ${after} order by w.word
        limit ${limit}`,
  );
}

/** The vocabulary words among `words`, each with the products of its best postings. */
export function reindexedWords(db: Executor, words: readonly string[]): Promise<IndexedWordRow[]> {
  return queryRows<IndexedWordRow>(
    db,
    sql`select w.word, ${bestPostings} from ${searchWords} w
        where w.word = any(${sql.param([...words])}::text[])`,
  );
}

/** Products' units sold and whether they are in stock as they are now, with `shown` columns before. */
function productsNow<T>(db: Executor, ids: readonly string[], shown = sql``): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`select id, ${shown} units_sold as "unitsSold", stock > 0 as "inStock" from ${products}
        where id = any(${sql.param([...ids])}::text[])`,
  );
}

/** What the suggestion index shows of products and ranks them by, as they are now. */
export function suggestedProducts(db: Executor, ids: readonly string[]): Promise<SuggestedProduct[]> {
  return productsNow(db, ids, sql`images[1] as image,`);
}

/** Products' units sold, and whether they are in stock, as they are now. */
export function productSales(db: Executor, ids: readonly string[]): Promise<ProductSales[]> {
  return productsNow(db, ids);
}
