/**
 * Whether a query's concepts are answered: every concept (or, `requireAll` false, any) by one of its
 * alternatives whose every word `holds` for `subject`. `holds` is a function of its module, not a closure
 * made for each subject: searches run this for every candidate, tens of thousands at a million products,
 * and closures made for each took the garbage collector from 5% to 13% of a search's time there
 * (docs/performance.md).
 */
export function answersConcepts<W, S>(
  concepts: readonly (readonly (readonly W[])[])[],
  requireAll: boolean,
  subject: S,
  holds: (word: W, subject: S) => boolean,
): boolean {
  for (const alternatives of concepts) {
    if (answersConcept(alternatives, subject, holds) !== requireAll) return !requireAll;
  }
  return requireAll;
}

function answersConcept<W, S>(
  alternatives: readonly (readonly W[])[],
  subject: S,
  holds: (word: W, subject: S) => boolean,
): boolean {
  for (const words of alternatives) {
    if (holdsEvery(words, subject, holds)) return true;
  }
  return false;
}

function holdsEvery<W, S>(words: readonly W[], subject: S, holds: (word: W, subject: S) => boolean): boolean {
  for (const word of words) {
    if (!holds(word, subject)) return false;
  }
  return true;
}
