/** Rows of the distance table, reused: a lookup compares hundreds of words. */
let previous = new Int32Array(64);
let current = new Int32Array(64);

/** A word's characters as code points, one per element (by a loop: from a string's iterator is slow). */
export function codePointsOf(word: string): Int32Array {
  const codes = new Int32Array(word.length);
  let count = 0;
  for (let at = 0; at < word.length; at++) {
    const code = word.codePointAt(at)!;
    codes[count++] = code;
    if (code > 0xffff) at++;
  }
  return count === word.length ? codes : codes.slice(0, count);
}

/**
 * Levenshtein distance over characters (insertions, deletions, substitutions; a transposition is two, as
 * fuzzystrmatch's levenshtein_less_equal counts it, unlike spelling.ts editDistance), capped: anything
 * over `max` is reported as max + 1. Characters are code points (codePointsOf), `a`'s from `aFrom` to
 * `aTo` (a vocabulary keeps its words' in one array).
 */
export function levenshtein(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  max: number,
  aFrom = 0,
  aTo = a.length,
): number {
  const aLength = aTo - aFrom;
  const over = max + 1;
  if (Math.abs(aLength - b.length) > max) return over;
  if (previous.length <= b.length + 1) {
    previous = new Int32Array(b.length + 2);
    current = new Int32Array(b.length + 2);
  }
  // Only cells within `max` of the diagonal can end at most `max` away: the rest count as `over`.
  for (let j = 0; j <= b.length; j++) previous[j] = j <= max ? j : over;
  for (let i = 1; i <= aLength; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowMin = current[from - 1]!;
    const char = a[aFrom + i - 1];
    for (let j = from; j <= to; j++) {
      let value = previous[j - 1]! + (char === b[j - 1] ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    current[to + 1] = over;
    if (rowMin > max) return over;
    const done = previous;
    previous = current;
    current = done;
  }
  return Math.min(previous[b.length]!, over);
}
