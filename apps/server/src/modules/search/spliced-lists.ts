/**
 * Lists laid end to end, as the postings index keeps them (list l's entries at [starts[l], starts[l + 1])
 * of its arrays), copied into new arrays with some lists given anew: the lists between those are copied
 * a run at a time (`copy(from, to, at)`: the old entries [from, to) to position `at`), each of `replaced`
 * (ascending) written by `rewrite(list, at)`, which answers how many entries it wrote. Lists past the old
 * ones start empty. Answers the new starts, for `count` lists.
 */
export function splicedStarts(
  starts: Int32Array,
  count: number,
  replaced: readonly number[],
  copy: (from: number, to: number, at: number) => void,
  rewrite: (list: number, at: number) => number,
): Int32Array<ArrayBuffer> {
  const held = starts.length - 1;
  const next = new Int32Array(count + 1);
  let at = 0;
  let list = 0;
  const copyUpTo = (end: number) => {
    const last = Math.min(end, held);
    if (list < last) {
      const from = starts[list]!;
      const to = starts[last]!;
      copy(from, to, at);
      const shift = at - from;
      for (; list < last; list++) next[list] = starts[list]! + shift;
      at += to - from;
    }
    for (; list < end; list++) next[list] = at;
  };
  for (const changed of replaced) {
    copyUpTo(changed);
    next[changed] = at;
    at += rewrite(changed, at);
    list = changed + 1;
  }
  copyUpTo(count);
  next[count] = at;
  return next;
}
