import { CatalogueCopy } from '../../db/catalogue-copy';
import type { Database, DatabaseHandle } from '../../db/client';
import { vocabularyWords } from './search.repository';
import { synonymGroupTerms } from './synonym.repository';
import { VocabularyIndex } from './vocabulary-index';

async function load(db: Database): Promise<VocabularyIndex> {
  const [words, synonymGroups] = await Promise.all([vocabularyWords(db), synonymGroupTerms(db)]);
  return new VocabularyIndex(words, synonymGroups);
}

/**
 * The catalogue's words (search_words) and synonym groups, kept in memory: every search and suggestion
 * looks its words up, which in the database cost a round trip and ~0.5 ms of its CPU each time, while the
 * vocabulary is small (13k words at 100k products). Dropped on every catalogue change the database
 * announces (a product's name, description or details, products added or deleted, synonyms edited) and,
 * while those cannot be heard, read on every use (db/catalogue-copy.ts).
 */
export class Vocabulary {
  readonly #index: CatalogueCopy<VocabularyIndex>;

  constructor(database: DatabaseHandle) {
    this.#index = new CatalogueCopy(database, load);
  }

  start(): Promise<void> {
    return this.#index.start();
  }

  stop(): Promise<void> {
    return this.#index.stop();
  }

  /** The vocabulary as it stands: one search asks one copy all it needs. */
  current(): Promise<VocabularyIndex> {
    return this.#index.get();
  }
}
