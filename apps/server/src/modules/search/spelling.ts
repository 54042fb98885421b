/** A query word as the catalogue's vocabulary sees it (vocabulary-index.ts lookUp). */
export interface WordInCatalogue {
  word: string;
  /** Products whose name or description holds the word; 0 when none does. */
  products: number;
  /** Whether some catalogue word starts with it ('choco' → chocolate): a word being typed, not a typo. */
  prefixes: boolean;
  /** Catalogue words a couple of letters away, with how many products hold each. */
  neighbours: { word: string; products: number }[];
}

/** What becomes of a query word: the words a product may hold in its place (the first is the one shown). */
export interface SpelledWord {
  word: string;
  /** The word searched for instead, when it was corrected. */
  corrected?: string;
  /** Words any of which counts as the query word: itself, or its correction, or both. */
  forms: string[];
}

/**
 * A word held by this few products, next to a word held by many times more, is probably a misspelling: the
 * vocabulary finds neighbours for these only (vocabulary-index.ts).
 */
export const RARE = 2;
const MORE_COMMON = 10;
/** Shorter words are left as typed (and get no neighbours). */
export const SHORTEST_CORRECTED = 3;

/**
 * Edit distance with adjacent transpositions counting once ('sugra' → 'sugar' is 1), capped: anything
 * over `max` is reported as max + 1.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const at = (row: number[], j: number) => row[j] ?? max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(before, j - 2) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(at(previous, b.length), max + 1);
}

/** The best neighbour held by many times more products than `products`, if any. */
function commonerNeighbour(entry: WordInCatalogue, products: number) {
  const commoner = entry.neighbours.filter(
    (neighbour) => neighbour.products >= MORE_COMMON * Math.max(1, products),
  );
  return bestNeighbour({ ...entry, neighbours: commoner }, allowedDistance(entry.word));
}

/** Short words allow one slip, longer ones two. */
const allowedDistance = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * The closest neighbour, closeness weighed against how common it is: one more slip is worth a word about
 * 27 times more common ('suger' becomes sugar, held by hundreds, not a brand held by three).
 */
function bestNeighbour(entry: WordInCatalogue, maxDistance: number) {
  let best: { word: string; products: number; score: number } | undefined;
  for (const neighbour of entry.neighbours) {
    const distance = editDistance(entry.word, neighbour.word, maxDistance);
    if (distance > maxDistance) continue;
    const score = distance - 0.7 * Math.log10(neighbour.products + 1);
    if (!best || score < best.score) best = { ...neighbour, score };
  }
  return best;
}

/**
 * Spelling correction against the catalogue's own words: a word no product holds (and no word starts
 * with) becomes its best neighbour; a word so rare it is likely a misspelt product name also matches its
 * far more common neighbour. Words with digits (pack sizes) and short words are left as typed.
 */
export function spell(entry: WordInCatalogue): SpelledWord {
  const { word } = entry;
  const same = { word, forms: [word] };
  const unfinished = entry.prefixes && entry.products === 0;
  if (word.length < SHORTEST_CORRECTED || /\d/.test(word) || unfinished) return same;
  if (entry.products === 0) {
    const best = bestNeighbour(entry, allowedDistance(word));
    if (!best) return same;
    // The closest word may itself be a misspelt product name ('vermicilli'): the common word wins, and
    // the rare one still matches.
    const common = best.products <= RARE ? commonerNeighbour(entry, best.products) : undefined;
    return common
      ? { word, corrected: common.word, forms: [common.word, best.word] }
      : { word, corrected: best.word, forms: [best.word] };
  }
  if (entry.products <= RARE) {
    const common = commonerNeighbour(entry, entry.products);
    if (common) return { word, forms: [word, common.word] };
  }
  return same;
}
