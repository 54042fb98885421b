import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import { searchWords } from '../../db/schema';

/** The catalogue's vocabulary: every word search reads, with how many products hold it (migration 0007). */
export function vocabularyWords(db: Executor): Promise<{ word: string; products: number }[]> {
  return db.select({ word: searchWords.word, products: searchWords.products }).from(searchWords);
}

const stemsOfWords = preparedSelect<{ word: string; stem: string }>(
  'english_stems',
  ['word', 'stem'],
  sql`select w as word, coalesce(nullif((ts_lexize('english_stem', w))[1], ''), w) as stem
    from unnest(${sql.placeholder('words')}::text[]) w`,
);

/** Each word's English stem as the database's dictionary gives it, or the word itself where it has none. */
export function englishStems(
  db: Executor,
  words: readonly string[],
): Promise<{ word: string; stem: string }[]> {
  return stemsOfWords(db).execute({ words: [...words] });
}
