import type { SpelledWord } from './spelling';

/** A spelled query word, and whether it may be the start of a longer one (search.service.ts decides). */
export type QueryWord = SpelledWord & { prefix: boolean };

/**
 * One thing the shopper asked for, as alternatives: each alternative is words a product must all hold.
 * 'atta' → [[atta], [wheat, flour]]. Synonyms match whole words only (a synonym like 'til' must not match
 * 'tiles'); a typed word may be the start of a longer one..
 */
export interface Concept {
  alternatives: Alternative[];
}
export interface Alternative {
  words: string[];
  /** Its words may be the start of longer ones ('choco'): the query's last word, or an unfinished one. */
  prefix: boolean;
}

/** Every word of every alternative of the concepts, in order (repeats kept). */
export function conceptWords(concepts: readonly Concept[]): string[] {
  const words: string[] = [];
  for (const concept of concepts) {
    for (const alternative of concept.alternatives) words.push(...alternative.words);
  }
  return words;
}

/** A query word matches a synonym's word as typed or as its plural ('onions' → onion). */
const sameWord = (typed: string, term: string) =>
  typed === term || typed === `${term}s` || typed === `${term}es`;

/**
 * Every phrase of one to three consecutive words of a query, singular and as typed: what a synonym group
 * must contain to apply (vocabulary-index.ts finds the groups). Only those whose first word `begins` a
 * term: most queries' words begin none, and their phrases were a tenth of a search's plan.
 */
export function phrasesOf(
  words: readonly string[],
  begins: (word: string) => boolean = () => true,
): string[] {
  // Each distinct once: most words have no plural ending, and three copies of each would make 27 phrases
  // of three words where one will do. As typed, without a final 'es' or 's', and without a final 's'.
  const variants = (word: string) =>
    !word.endsWith('s')
      ? [word]
      : word.endsWith('es')
        ? [word, word.slice(0, -2), word.slice(0, -1)]
        : [word, word.slice(0, -1)];
  const phrases = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let prefixes = variants(words[start]!).filter(begins);
    for (let at = start; at < words.length && at < start + 3 && prefixes.length > 0; at++) {
      if (at > start)
        prefixes = prefixes.flatMap((prefix) => variants(words[at]!).map((v) => `${prefix} ${v}`));
      for (const phrase of prefixes) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Whether the group's term (its words) is what the query holds from `start` on. */
const termAt = (spelled: readonly QueryWord[], start: number, termWords: readonly string[]) =>
  termWords.every((word, k) => spelled[start + k]?.forms.some((form) => sameWord(form, word)) ?? false);

/**
 * Turns the spelled query words into concepts, applying synonym groups in both directions: where the
 * query holds a group's term (longest first), any term of the group will do.
 */
export function toConcepts(spelled: readonly QueryWord[], groups: readonly string[][]): Concept[] {
  const terms = groups.flatMap((group) => group.map((term) => ({ words: term.split(' '), group })));
  terms.sort((a, b) => b.words.length - a.words.length);
  const concepts: Concept[] = [];
  let start = 0;
  while (start < spelled.length) {
    const match = terms.find((term) => termAt(spelled, start, term.words));
    const typed = spelled.slice(start, start + (match?.words.length ?? 1));
    const [first] = typed;
    if (match && first) {
      concepts.push({
        alternatives: [
          {
            words: typed.map((word) => word.forms[0] ?? word.word),
            prefix: typed.length === 1 && first.prefix,
          },
          ...match.group.map((term) => ({ words: term.split(' '), prefix: false })),
        ],
      });
    } else if (first) {
      concepts.push({
        alternatives: first.forms.map((form, k) => ({ words: [form], prefix: k === 0 && first.prefix })),
      });
    }
    start += typed.length || 1;
  }
  return concepts;
}
