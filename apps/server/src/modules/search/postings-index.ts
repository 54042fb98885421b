import type { PageWindow } from '../../db/paging';
import { fullTextMatches, type TextMatchQuery } from './full-text-matches';
import { type PostedCandidates, type PostingsQuery, postedCandidates } from './posted-candidates';
import type { PostingLists } from './posting-lists';
import { type PostingListRow, PostingsReading } from './postings-reading';
import { scoreProducts } from './product-relevance';
import { ProductTexts } from './product-texts';
import type { ProductTextRow } from './product-texts-reading';
import type { SearchPlan } from './ranking.repository';
import { bestFirst, type ScoredMatches, tiedWindow } from './scored-matches';
import { firstInOrder, firstNotBefore } from './sorted';
import { type ProductSales, TieKeys, type TieKeysRow } from './tie-keys';

/**
 * Products patched in since the index was read past which it is read whole again: what patches keep beside
 * its arrays (lists rewritten, products' texts and words) grows with them.
 */
const MOST_PATCHED = 20_000;

/** The most lexemes an unfinished word may begin for the index to find its matches. */
const PREFIX_LEXEMES = 64;

/** A changed product as postings.repository.ts reads it: its text, tie keys and postings as they are now. */
export interface ChangedProductRow extends ProductTextRow, TieKeysRow {
  /** Each posting as [word, score as text]. */
  postings: [string, string][];
}

/**
 * Every posting of search_postings in memory (posting-lists.ts: per word, its products best static score
 * first, ties by id; per product the words it is posted under): a broad search's candidates, as the
 * database's `search_posted_matches` finds them, without reading a posting there (posted-candidates.ts,
 * decision 0019). With every
 * published product's search vector, name and brand (product-texts.ts), a search's every match, as the
 * full-text index would find them (decision 0020), scored as the database scores them (decision 0021).
 * Products and words are numbered in the order they arrive.
 */
export class PostingsIndex {
  #ids: string[] = [];
  #words: string[] = [];
  #wordNumbers = new Map<string, number>();
  #texts = new ProductTexts();
  #ties = new TieKeys();
  /** While reading: the postings so far (postings-reading.ts). */
  #reading: PostingsReading | undefined;
  /** Once read: the postings laid out for searches. */
  #lists: PostingLists | undefined;

  /** `expectedProducts`: how many products the catalogue holds, as the reading began. */
  constructor(expectedProducts = 0) {
    this.#reading = new PostingsReading(this.#ids, this.#words, this.#wordNumbers, expectedProducts);
  }

  /** How many products hold a posting. */
  get size(): number {
    return this.#ids.length;
  }

  /** How many postings it holds. */
  get postings(): number {
    return this.#reading?.count ?? this.#lists?.size ?? 0;
  }

  /** Adds words' postings, the words in ascending order, each word's postings whole and in its order. */
  add(rows: readonly PostingListRow[]): void {
    if (!this.#reading) throw new Error('the postings index is complete');
    this.#reading.add(rows);
  }

  /** Adds published products' texts and tie keys, after every posting, in ascending id order. */
  addTexts(rows: readonly (ProductTextRow & TieKeysRow)[]): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the postings index is complete');
    reading.beginTexts();
    for (const row of rows) {
      const product = reading.textsProduct(row.productId);
      this.#texts.add(product, row);
      this.#ties.add(product, row.productId, row);
    }
  }

  /** Everything is read: lists each product's words, and each lexeme's holders. */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    this.#lists = reading.lists();
    this.#texts.complete();
    this.#ties.complete(this.#ids);
    return this;
  }

  /**
   * This index with the products `ids` as `rows` hold them now (one missing from `rows` is no longer
   * published): a new index sharing what did not change, this one untouched (a search under way ends on
   * it, and what was kept from it goes with it: recent-searches.ts). Its ties' stock and sales are those
   * rows' too, in both. A product new to it (added, or published since it was read) is numbered next,
   * after every product it holds: its id joins the ids and tie keys both share. Undefined when it cannot
   * be patched (it is being read, its ties are unusable, or MOST_PATCHED would be passed): it is read whole.
   */
  patched(ids: readonly string[], rows: readonly ChangedProductRow[]): PostingsIndex | undefined {
    const lists = this.#lists;
    if (!lists || !this.#ties.usable || this.#texts.patchedProducts + ids.length > MOST_PATCHED) {
      return undefined;
    }
    const numbers = new Map(ids.map((id) => [id, this.#ties.number(id)]));
    for (const row of rows) {
      if (numbers.get(row.productId)! >= 0) continue;
      const product = this.#ids.push(row.productId) - 1;
      this.#ties.insert(product, this.#ids, row);
      numbers.set(row.productId, product);
    }
    const numberOf = (row: ChangedProductRow) => numbers.get(row.productId)!;
    const changed = new Set([...numbers.values()].filter((product) => product >= 0));
    const next = new PostingsIndex();
    next.#reading = undefined;
    next.#ids = this.#ids;
    next.#words = this.#words;
    next.#wordNumbers = this.#wordNumbers;
    next.#ties = this.#ties;
    next.#lists = lists.patched(
      changed,
      rows.flatMap((row) =>
        row.postings.map(([word, score]) => ({
          word,
          product: numberOf(row),
          score: Math.fround(Number(score)),
        })),
      ),
    );
    next.#texts = this.#texts.patched(
      changed,
      rows.map((row) => ({ product: numberOf(row), row })),
    );
    this.#ties.update(
      rows.map(({ productId, unitsSold, inStock }) => ({ id: productId, unitsSold, inStock })),
    );
    return next;
  }

  /** A broad search's candidates (posted-candidates.ts). */
  candidates(query: PostingsQuery): PostedCandidates {
    if (!this.#lists) throw new Error('the postings index is being read');
    return postedCandidates(this.#lists, query);
  }

  /**
   * Whether `matches` can answer the query: each unfinished word begins at most PREFIX_LEXEMES lexemes
   * (more, and its holders are nearly a word's of their own: the full-text index finds them).
   */
  canMatch(query: TextMatchQuery): boolean {
    return query.concepts.every((concept) =>
      concept.alternatives.every(
        (alternative) =>
          !alternative.prefix ||
          alternative.words.every((word) => this.#texts.lexemesBeginning(word, PREFIX_LEXEMES) !== undefined),
      ),
    );
  }

  /**
   * Every published product whose search vector answers the query (its unweighted text query), as
   * `search_every_match` would find them, ascending numbers; undefined when more than `most` do. Only a
   * query `canMatch` answers.
   */
  matches(query: TextMatchQuery, most: number): number[] | undefined {
    const texts = this.#texts;
    const beginning = (prefix: string) => {
      const lexemes = texts.lexemesBeginning(prefix, PREFIX_LEXEMES);
      if (!lexemes) throw new Error(`'${prefix}' begins more lexemes than the index walks`);
      return lexemes;
    };
    return fullTextMatches(query, (lexeme) => texts.holders(lexeme), beginning, most);
  }

  /**
   * The plan's `matches` (from `matches`), each scored as the database would score it, best first
   * (decision 0021); `scores` undefined for a plan the database alone scores (product-relevance.ts).
   */
  scored(plan: SearchPlan, matches: readonly number[]): ScoredMatches {
    const scored = scoreProducts(this.#texts, plan, matches);
    if (!scored) return { ids: matches.map((product) => this.#ids[product]!) };
    return bestFirst(this.#ids, matches, scored.scores);
  }

  /** Products' stock and sales as they are now: ties between them are broken as the database would. */
  updateSales(rows: readonly ProductSales[]): void {
    this.#ties.update(rows);
  }

  /**
   * The page of `matches` (scored, best first) with their ties broken here as the database breaks them
   * (tie-keys.ts), so that only the page's rows are read: its ids and scores, in order. The last key is
   * the greater id, or for a broad search's candidates (`inPostingsOrder`) their order in `matches`.
   * Undefined when the keys cannot break them (the database then orders the ties: scored-matches.ts
   * tiedWindow).
   */
  pageOf(
    matches: Required<ScoredMatches>,
    window: PageWindow,
    inPostingsOrder = false,
  ): { ids: string[]; scores: number[] } | undefined {
    const ties = this.#ties;
    if (!ties.usable) return undefined;
    const { from, to, offset } = tiedWindow(matches.scores, window);
    const { scores, products } = matches;
    const last = inPostingsOrder
      ? (a: number, b: number) => ties.compareSales(products[a]!, products[b]!) || a - b
      : (a: number, b: number) => ties.compare(products[a]!, products[b]!);
    // Ties are runs of one score, best first: the window by score, then by the keys; only as far as the
    // page's last (a description's common words tie thousands: docs/performance.md).
    const order = firstInOrder(
      from,
      to,
      offset + window.limit,
      (a, b) => scores[b]! - scores[a]! || last(a, b),
    );
    const page = order.slice(offset);
    return { ids: page.map((at) => matches.ids[at]!), scores: page.map((at) => scores[at]!) };
  }

  /**
   * A broad search's first candidates (`products`, numbers in the postings' order) that answer the query
   * in their name, brand or type, scored, best first (ties in the postings' order); undefined for a plan
   * the database alone scores.
   */
  scoredCandidates(plan: SearchPlan, products: readonly number[]): Required<ScoredMatches> | undefined {
    // Scored in ascending order (as scoreProducts walks the lists), then taken back in the postings' order.
    const ascending = Int32Array.from(products).sort();
    const scored = scoreProducts(this.#texts, plan, ascending);
    if (!scored) return undefined;
    const inOrder: number[] = [];
    const scores: number[] = [];
    for (const product of products) {
      const at = firstNotBefore(ascending.length, (k) => ascending[k]! < product);
      if (scored.inName[at] === 0) continue;
      inOrder.push(product);
      scores.push(scored.scores[at]!);
    }
    return bestFirst(this.#ids, inOrder, scores);
  }
}
