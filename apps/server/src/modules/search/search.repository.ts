import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import { searchSynonyms, searchWords } from '../../db/schema';
import type { WordInCatalogue } from './spelling';

/** Candidates compared per query word; the closest by trigrams come first. */
const NEIGHBOURS = 30;

type LookedUpWord = WordInCatalogue & { groups: string[][] };

const wordsInCatalogue = preparedSelect<LookedUpWord>(
  'search_words_lookup',
  ['word', 'products', 'prefixes', 'neighbours', 'groups'],
  sql`select q.word, coalesce(known.products, 0)::int as products,
      -- Words starting with it: one range of search_words_prefix_idx (a LIKE built from a column is not).
      exists (select 1 from ${searchWords} s
        where s.word ~>=~ q.word and s.word ~<~ (q.word || chr(1114111)) and s.word <> q.word) as prefixes,
      coalesce(near.list, '[]') as neighbours,
      (select coalesce(json_agg(g.terms), '[]') from ${searchSynonyms} g
        where g.terms && ${sql.placeholder('phrases')}::text[]) as groups
    from unnest(${sql.placeholder('words')}::text[]) as q(word)
    left join ${searchWords} known on known.word = q.word
    left join lateral (
      select json_agg(json_build_object('word', c.word, 'products', c.products)) as list from (
        select s.word, s.products from (
          select s.word, s.products from ${searchWords} s where s.word % q.word
          union
          select s.word, s.products from ${searchWords} s
          where left(s.word, 1) = left(q.word, 1)
            and length(s.word) between length(q.word) - 1 and length(q.word) + 1
        ) s
        where coalesce(known.products, 0) <= 2 and length(q.word) >= 3 and s.word <> q.word
          and levenshtein_less_equal(s.word, q.word, 2) <= 2
        order by similarity(s.word, q.word) desc, s.products desc
        limit ${sql.raw(String(NEIGHBOURS))}
      ) c
    ) near on true`,
);

/**
 * Each query word as the vocabulary knows it, and the synonym groups holding any of `phrases`
 * (synonyms.ts phrasesOf), in one round trip: how many products hold each word, whether a word starts
 * with it, and, for words held by few products, the words a couple of letters away. Short words share too
 * few trigrams with their misspellings ('aata'/'atta'), so words of the same first letter and nearly the
 * same length are candidates too (search_words_shape_idx). Trigram neighbours (`%`) are those at least
 * pg_trgm.similarity_threshold (0.3 by default; 'panner'/'paneer' is 0.4) alike.
 */
export async function lookUpWords(
  db: Executor,
  words: readonly string[],
  phrases: readonly string[],
): Promise<{ words: WordInCatalogue[]; groups: string[][] }> {
  const rows = await wordsInCatalogue(db).execute({ words: [...words], phrases: [...phrases] });
  return { words: rows.map(({ groups: _, ...word }) => word), groups: rows[0]?.groups ?? [] };
}
