/** Code-unit order, as the database compares words and ids (the C collation, `~<~`), not localeCompare. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whether an ascending list of numbers holds a value. */
export function sortedHas(list: ArrayLike<number>, value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
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
