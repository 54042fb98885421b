/** Code-unit order, as the database compares words and ids (the C collation, `~<~`), not localeCompare. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Where an ascending list of numbers holds a value; -1 when it does not. */
export function sortedIndexOf(list: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Whether an ascending list of numbers holds a value. */
export function sortedHas(list: ArrayLike<number>, value: number): boolean {
  return sortedIndexOf(list, value) >= 0;
}

/**
 * Visits the numbers of ascending lists in ascending order, each once, until `visit` says to stop (true):
 * full-text-matches.ts's union, walked lazily, for a walk that may stop after its first few (the suggestion
 * index's). Plain loops: a walk may visit every holder of a common word.
 */
export function walkAscending(lists: readonly Int32Array[], visit: (number: number) => boolean): void {
  const [only] = lists;
  if (lists.length === 1 && only) {
    for (const number of only) if (visit(number)) return;
    return;
  }
  const at = lists.map(() => 0);
  for (;;) {
    let next = -1;
    for (let k = 0; k < lists.length; k++) {
      const number = lists[k]![at[k]!];
      if (number !== undefined && (next < 0 || number < next)) next = number;
    }
    if (next < 0) return;
    for (let k = 0; k < lists.length; k++) if (lists[k]![at[k]!] === next) at[k]!++;
    if (visit(next)) return;
  }
}

/**
 * In a sorted list of `length` items, the position of the first that is not before what is sought
 * (`before(at)` says whether item `at` is): where it is, or would be.
 */
export function firstNotBefore(length: number, before: (at: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Past this many, `firstInOrder` sorts the whole run: inserting into its list would cost more. */
const SELECTED_AT_MOST = 256;

/**
 * The first `count` of the numbers `from` … `to - 1` as `compare` orders them, in that order (the first
 * of equal ones first): a page of a long run of ties without sorting all of it. Each number is compared
 * with the last kept, and only one that comes before it is inserted.
 */
export function firstInOrder(
  from: number,
  to: number,
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (count <= 0 || to <= from) return [];
  if (count > SELECTED_AT_MOST) {
    const all = Array.from({ length: to - from }, (_, at) => from + at).sort(compare);
    return all.slice(0, count);
  }
  const kept: number[] = [];
  for (let number = from; number < to; number++) {
    if (kept.length === count && compare(number, kept[count - 1]!) >= 0) continue;
    const at = firstNotBefore(kept.length, (k) => compare(kept[k]!, number) <= 0);
    kept.splice(at, 0, number);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/**
 * In a list of `length` words in code-unit order (`wordAt(at)` is item `at`), the run of those beginning
 * with `prefix`, positions [from, to): they sort after every word before the prefix and before every other
 * word after it.
 */
export function prefixRun(
  length: number,
  wordAt: (at: number) => string,
  prefix: string,
): { from: number; to: number } {
  const from = firstNotBefore(length, (at) => wordAt(at) < prefix);
  const to = firstNotBefore(length, (at) => {
    const word = wordAt(at);
    return word < prefix || word.startsWith(prefix);
  });
  return { from, to };
}

/**
 * Answers whether an ascending list holds each of a series of ascending values, walking it forwards
 * (galloping): checking thousands of candidates costs about what reading them does, not a search each.
 */
export class Cursor {
  #at = 0;

  constructor(private readonly list: Int32Array) {}

  has(value: number): boolean {
    return this.at(value) >= 0;
  }

  /** Where the list holds a value (not before the last value asked for), or -1. */
  at(value: number): number {
    const list = this.list;
    let low = this.#at;
    if (low >= list.length || list[low]! >= value) return list[low] === value ? low : -1;
    let step = 1;
    let high = low + 1;
    while (high < list.length && list[high]! < value) {
      low = high;
      step *= 2;
      high = low + step;
    }
    high = Math.min(high, list.length);
    low++;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]! < value) low = middle + 1;
      else high = middle;
    }
    this.#at = low;
    return list[low] === value ? low : -1;
  }
}
