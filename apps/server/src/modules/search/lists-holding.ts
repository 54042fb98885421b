/**
 * The lists holding any of `changed`, among lists laid end to end (list l's entries at
 * [starts[l], starts[l + 1]) of `entries`, each list ascending), in list order; `marked[p]` is 1 for each
 * changed p. A few products are looked for in each list (a binary search each: ~13M entries in ~150k
 * lists at a million products, one product's lists found in milliseconds); many, by walking every entry
 * once instead.
 */
export function listsHolding(
  starts: Int32Array,
  entries: Int32Array,
  changed: ReadonlySet<number>,
  marked: Uint8Array,
): number[] {
  const lists = starts.length - 1;
  const found: number[] = [];
  // A binary search costs about a dozen steps of a walk for each of its few probes.
  if (changed.size * lists * 16 < entries.length) {
    for (let list = 0; list < lists; list++) {
      const end = starts[list + 1]!;
      for (const product of changed) {
        let low = starts[list]!;
        let high = end;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (entries[middle]! < product) low = middle + 1;
          else high = middle;
        }
        if (low < end && entries[low] === product) {
          found.push(list);
          break;
        }
      }
    }
    return found;
  }
  for (let at = 0, list = 0; at < entries.length; at++) {
    if (marked[entries[at]!] !== 1) continue;
    while (starts[list + 1]! <= at) list++;
    if (found.at(-1) !== list) found.push(list);
  }
  return found;
}
