/** Weight letters as bits of a lexeme's mask: a lexeme of the name has A, of the brand or type B. */
export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;

/** The weights ts_rank gives D, C, B and A positions when it is given none: 32-bit floats, as in C. */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);

/**
 * Told of each lexeme of a tsvector: its WEIGHT_BITS and what it adds to ts_rank when a query holds it
 * (rankTerm).
 */
export type LexemeVisitor = (lexeme: string, weights: number, term: number) => void;

/**
 * A lexeme's term in PostgreSQL's ts_rank (calc_rank_or, src/backend/utils/adt/tsrank.c) before it is
 * divided by π²/6: the weights of its positions, in order (0 = D … 3 = A), summed as w/(j+1)² with the
 * largest counted as if first, every step rounded to a 32-bit float as C rounds it. Kept per lexeme so a
 * search sums a few floats instead of asking the database (decision 0021).
 */
export function rankTerm(weights: readonly number[]): number {
  const at = weights.length > 0 ? weights : [0];
  let sum = 0;
  let largest = -1;
  let largestAt = 0;
  at.forEach((weight, j) => {
    const value = RANK_WEIGHTS[weight]!;
    sum = Math.fround(sum + Math.fround(value / ((j + 1) * (j + 1))));
    if (value > largest) {
      largest = value;
      largestAt = j;
    }
  });
  const square = (largestAt + 1) * (largestAt + 1);
  return Math.fround(Math.fround(largest + sum) - Math.fround(largest / square));
}

const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Reads a tsvector's text form ('amul':1A,4A 'butter':2A 'fresh':9: lexemes in quotes, a quote or backslash
 * doubled, each with its positions, a weight letter after each but D's), telling `visit` of each lexeme
 * (no object a lexeme: a million products hold 13M). Returns its length as ts_rank counts it: its
 * positions, a lexeme without any as one; 0 when it holds no lexeme.
 */
export function parseVector(text: string, visit: LexemeVisitor): number {
  let length = 0;
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`not a tsvector at ${at}: ${text.slice(at, at + 20)}`);
    let lexeme = '';
    at++;
    for (;;) {
      const char = text[at];
      if (char === undefined) throw new Error('an unfinished lexeme');
      if ((char === "'" || char === '\\') && text[at + 1] === char) {
        lexeme += char;
        at += 2;
      } else if (char === "'") {
        at++;
        break;
      } else {
        lexeme += char;
        at++;
      }
    }
    const weights: number[] = [];
    if (text[at] === ':') {
      at++;
      for (;;) {
        while (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
        const letter = text[at];
        const weight = letter === undefined ? undefined : WEIGHT_OF_LETTER[letter];
        if (weight !== undefined) at++;
        weights.push(weight ?? 0);
        if (text[at] !== ',') break;
        at++;
      }
    }
    length += Math.max(1, weights.length);
    let mask = 0;
    for (const weight of weights.length > 0 ? weights : [0]) mask |= 1 << weight;
    visit(lexeme, mask, rankTerm(weights));
  }
  return length;
}
