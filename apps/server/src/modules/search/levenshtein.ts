/** Rows of the distance table, reused: a lookup compares hundreds of words. */
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * Levenshtein distance over characters (insertions, deletions, substitutions; a transposition is two, as
 * fuzzystrmatch's levenshtein_less_equal counts it, unlike spelling.ts editDistance), capped: anything
 * over `max` is reported as max + 1. Characters are given one per element (a string of no surrogate pairs
 * is its own characters).
 */
export function levenshtein(a: ArrayLike<string>, b: ArrayLike<string>, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (previous.length <= b.length) {
    previous = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const done = previous;
    previous = current;
    current = done;
  }
  return Math.min(previous[b.length]!, max + 1);
}
