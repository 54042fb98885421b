/** Weight letters as bits of a lexeme's mask: a lexeme of the name has A, of the brand or type B. */
export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;

/** The weights ts_rank gives D, C, B and A positions when it is given none: 32-bit floats, as in C. */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);

/**
 * Told of each lexeme of a tsvector: its WEIGHT_BITS and what it adds to ts_rank when a query holds it
 * (parseVector).
 */
export type LexemeVisitor = (lexeme: string, weights: number, term: number) => void;

/** Character codes parseVector reads: a tsvector's text is walked as codes, not one-letter strings. */
const QUOTE = 39;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const SPACE = 32;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
/** A weight letter's code → its weight (0 = D … 3 = A). */
const WEIGHT_OF_CODE: Readonly<Record<number, number>> = { 65: 3, 66: 2, 67: 1, 68: 0 };

/**
 * Reads a tsvector's text form ('amul':1A,4A 'butter':2A 'fresh':9: lexemes in quotes, a quote or backslash
 * doubled, each with its positions, a weight letter after each but D's), telling `visit` of each lexeme
 * (no object a lexeme: a million products hold 13M; a lexeme is a slice of the text, not built a letter
 * at a time) with its term in PostgreSQL's ts_rank (calc_rank_or, src/backend/utils/adt/tsrank.c) before
 * it is divided by π²/6: the weights of its positions, in order (0 = D … 3 = A; none counts as one D),
 * summed as w/(j+1)² with the largest counted as if first, every step rounded to a 32-bit float as C
 * rounds it — kept per lexeme so a search sums a few floats instead of asking the database (decision
 * 0021). Returns the vector's length as ts_rank counts it: its positions, a lexeme without any as one; 0
 * when it holds no lexeme.
 */
export function parseVector(text: string, visit: LexemeVisitor): number {
  let length = 0;
  let at = 0;
  const end = text.length;
  while (at < end) {
    if (text.charCodeAt(at) === SPACE) {
      at++;
      continue;
    }
    if (text.charCodeAt(at) !== QUOTE) throw new Error(`not a tsvector at ${at}: ${text.slice(at, at + 20)}`);
    const start = ++at;
    let escaped = false;
    for (;;) {
      if (at >= end) throw new Error('an unfinished lexeme');
      const char = text.charCodeAt(at);
      if ((char === QUOTE || char === BACKSLASH) && text.charCodeAt(at + 1) === char) {
        escaped = true;
        at += 2;
      } else if (char === QUOTE) break;
      else at++;
    }
    const quoted = text.slice(start, at++);
    const lexeme = escaped ? quoted.replace(/''|\\\\/g, (pair) => pair[0]!) : quoted;
    // Each position's weight; a lexeme without any counts as one D.
    const listed = text.charCodeAt(at) === COLON;
    if (listed) at++;
    let mask = 0;
    let positions = 0;
    let sum = 0;
    let largest = -1;
    let largestAt = 0;
    for (;;) {
      let weight = 0;
      if (listed) {
        let code = text.charCodeAt(at);
        while (code >= DIGIT_0 && code <= DIGIT_9) code = text.charCodeAt(++at);
        const letter = WEIGHT_OF_CODE[code];
        if (letter !== undefined) {
          weight = letter;
          at++;
        }
      }
      mask |= 1 << weight;
      const value = RANK_WEIGHTS[weight]!;
      sum = Math.fround(sum + Math.fround(value / ((positions + 1) * (positions + 1))));
      if (value > largest) {
        largest = value;
        largestAt = positions;
      }
      positions++;
      if (!listed || text.charCodeAt(at) !== COMMA) break;
      at++;
    }
    length += positions;
    const square = (largestAt + 1) * (largestAt + 1);
    visit(lexeme, mask, Math.fround(Math.fround(largest + sum) - Math.fround(largest / square)));
  }
  return length;
}
