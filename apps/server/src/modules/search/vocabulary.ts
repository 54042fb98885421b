import { CatalogueCopy } from '../../db/catalogue-copy';
import type { Database, DatabaseHandle } from '../../db/client';
import { ListingNames } from './listing-names';
import { englishStems, vocabularyWords } from './search.repository';
import { everyNamedListing } from './suggest.repository';
import { synonymGroupTerms } from './synonym.repository';
import type { Stems } from './text-queries';
import { type CatalogueWord, VocabularyIndex } from './vocabulary-index';

interface Kept {
  index: VocabularyIndex;
  listings: ListingNames;
  synonymGroups: string[][];
  /** Every word a search may ask: the vocabulary's and the synonyms'. */
  words: string[];
}

const askable = (words: readonly CatalogueWord[], synonymGroups: readonly string[][]) => [
  ...words.map((entry) => entry.word),
  ...synonymGroups.flat().flatMap((term) => term.split(' ')),
];

async function load(db: Database): Promise<Kept> {
  const [words, synonymGroups, listings] = await Promise.all([
    vocabularyWords(db),
    synonymGroupTerms(db),
    everyNamedListing(db),
  ]);
  return {
    index: new VocabularyIndex(words, synonymGroups),
    listings: new ListingNames(listings),
    synonymGroups,
    words: askable(words, synonymGroups),
  };
}

/**
 * The catalogue's words (search_words), synonym groups and category and sub category names, kept in
 * memory with the English stems of the words searched: every search and suggestion looks its words up,
 * which in the database cost a round trip and ~0.5 ms of its CPU each time, while the vocabulary is small
 * (13k words at 100k products). Dropped on every catalogue change the database announces (products added
 * or deleted, synonyms edited), its words' counts alone read again as soon as a product's name, description
 * or details change or it is published or unpublished (`#reread`), and, while those cannot be heard, read
 * on every use (db/catalogue-copy.ts).
 */
export class Vocabulary {
  readonly #kept: CatalogueCopy<Kept>;
  /** Words' English stems, as the database gave them: they depend on its dictionary alone. */
  readonly #stems = new Map<string, string>();

  constructor(private readonly database: DatabaseHandle) {
    this.#kept = new CatalogueCopy(
      database,
      async (db) => {
        const kept = await load(db);
        // Searches ask these words (a misspelt one is corrected to one of them): their stems are asked
        // with them, those not known yet, so a new process's first searches take no round trip more. A
        // vocabulary too large to keep beside the words searched is left to be asked word by word.
        if (kept.words.length <= STEMS_KEPT / 2) await this.stems(kept.words);
        return kept;
      },
      (db, before) => this.#reread(db, before),
      // Words, synonyms and listings' names: no product's links decide any of them.
      true,
    );
  }

  /**
   * Products' words changed alone (names, descriptions, details), or products published or unpublished: the
   * words' counts read again, the synonyms and listings kept. Most such edits move counts only, and
   * spelling's lookups are kept with them (VocabularyIndex.withCounts: ~1 ms at 100k products, where
   * building them takes 25–70 ms of the server's thread); a word new to the catalogue, or its last holder
   * gone, builds the index anew.
   */
  async #reread(db: Database, before: Kept): Promise<Kept> {
    const words = await vocabularyWords(db);
    const counted = before.index.withCounts(words);
    if (counted) return { ...before, index: counted };
    const index = new VocabularyIndex(words, before.synonymGroups);
    const all = askable(words, before.synonymGroups);
    if (all.length <= STEMS_KEPT / 2) {
      const known = new Set(before.words);
      await this.stems(all.filter((word) => !known.has(word)));
    }
    return { ...before, index, words: all };
  }

  start(): Promise<void> {
    return this.#kept.start();
  }

  stop(): Promise<void> {
    return this.#kept.stop();
  }

  /** The vocabulary as it stands: one search asks one copy all it needs. */
  async current(): Promise<VocabularyIndex> {
    return (await this.#kept.get()).index;
  }

  /** The categories and sub categories as they stand, by name (suggestions). */
  async listings(): Promise<ListingNames> {
    return (await this.#kept.get()).listings;
  }

  /**
   * The English stem of each of these words, as the database's english_stem dictionary gives it (its
   * Snowball version decides: PostgreSQL 15 stems 'added' to 'ad', PGlite's 17 to 'add'). Asked once per
   * word and kept, so a search builds its text queries without a round trip (text-queries.ts); at most
   * STEMS_KEPT, the first asked forgotten first.
   */
  async stems(words: Iterable<string>): Promise<Stems> {
    const asked = new Map([...words].map((word) => [word, this.#stems.get(word)]));
    const missing = [...asked].filter(([, stem]) => stem === undefined).map(([word]) => word);
    if (missing.length > 0) {
      for (const { word, stem } of await englishStems(this.database.reads, missing)) {
        asked.set(word, stem);
        if (this.#stems.size >= STEMS_KEPT) this.#stems.delete(this.#stems.keys().next().value as string);
        this.#stems.set(word, stem);
      }
    }
    return (word) => asked.get(word) ?? word;
  }
}

/** Stems kept per process: the vocabulary's words several times over (13k at 100k products). */
const STEMS_KEPT = 100_000;
