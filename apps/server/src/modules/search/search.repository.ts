import type { Executor } from '../../db/client';
import { searchWords } from '../../db/schema';

/** The catalogue's vocabulary: every word search reads, with how many products hold it (migration 0007). */
export function vocabularyWords(db: Executor): Promise<{ word: string; products: number }[]> {
  return db.select({ word: searchWords.word, products: searchWords.products }).from(searchWords);
}
