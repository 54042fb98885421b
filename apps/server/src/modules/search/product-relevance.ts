import { namePhrases, type PhraseWord } from './name-pattern';
import type { LexemeEntries, ProductTexts } from './product-texts';
import type { SearchPlan } from './ranking.repository';
import { byCodeUnits } from './sorted';
import { WEIGHT_BITS } from './tsvector-text';
import { startAcross, WordSpans } from './word-spans';

/** π²/6 as calc_rank_or divides each lexeme's term by it. */
const PI_SQUARED_OVER_SIX = 1.64493406685;
const ANY_WEIGHT = WEIGHT_BITS.A | WEIGHT_BITS.B | WEIGHT_BITS.C | WEIGHT_BITS.D;
/** The name's (A) and the brand's or type's (B). */
const NAME_BRAND_OR_TYPE = WEIGHT_BITS.A | WEIGHT_BITS.B;

/**
 * A float8 as `::numeric` reads it (15 significant digits) rounded to tenths as `round(…, 1)` does (half
 * away from zero), in decimal: a score's ties must be the database's ties.
 */
export function roundedToTenths(value: number): number {
  const tenths = value * 10;
  const below = Math.floor(tenths);
  // Away from a half, 15 digits round as the float itself does (scores are small: 15 digits move them by
  // far less than this); only near one are the digits written out.
  if (Math.abs(tenths - below - 0.5) > 1e-9) return (tenths - below < 0.5 ? below : below + 1) / 10 + 0;
  const digits = value.toPrecision(15);
  if (digits.includes('e')) return Math.abs(value) < 1 ? 0 : value;
  const negative = digits.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? digits.slice(1) : digits).split('.');
  const rounded = Number(whole) * 10 + Number(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1 : 0);
  return (negative ? -rounded : rounded) / 10 + 0;
}

const ALL_WORD = /^[\p{L}\p{Nd}_]+$/u;
const WORD_AT_BOTH_ENDS = /^[\p{L}\p{Nd}_](.*[\p{L}\p{Nd}_])?$/su;

/**
 * The name phrases (name-pattern.ts) as lists of whole words in lower case, for names and brands kept in
 * lower case (product-texts.ts; the database's `~*` ignores case). Matched word by word: a phrase's words
 * joined by `\W+` between `\m`/`^\W*` and `\M`/`\W*$` match a name exactly when they are consecutive
 * words of it, whole; compiling the regular expressions with Unicode classes cost more than the rest of a
 * search. Undefined when a word is not all word characters in lower case (a synonym written by hand), or
 * may go on.
 */
function plainNamePhrases(plan: SearchPlan): string[][] | undefined {
  const phrases = namePhrases(plan.concepts);
  const plain = ({ word, prefix }: PhraseWord) =>
    !prefix && ALL_WORD.test(word) && word === word.toLowerCase();
  if (!phrases.every((phrase) => phrase.every(plain))) return undefined;
  return phrases.map((phrase) => phrase.map(({ word }) => word));
}

/** A brand that is not asked as a whole: words read from nothing. */
const NO_WORDS = new WordSpans();

/** A bundle's name ('Tea + Biscuits', 'Tea+Biscuits'), as `relevance` finds one. */
const BUNDLE = /( \+ |\p{L}\+\p{L})/u;

/**
 * Products' relevance, in the order they were asked for, and whether each one's name, brand or type
 * answer the query (1; `wanted` in SQL). Typed arrays, not an object a product: a search may score
 * thousands.
 */
export interface ProductScores {
  scores: Float64Array;
  inName: Uint8Array;
}

/**
 * What scoring a plan in memory reads of it: its concepts' alternatives that hold words, and its name
 * phrases as plain words. Undefined for a plan scored only in the database: an unfinished word, one
 * alternative of several words alone (ts_rank then weighs the words' distances, whose positions are not
 * kept), or a phrase that is not plain words.
 */
function scoring(plan: SearchPlan) {
  const asked = plan.concepts
    .map((concept) => concept.alternatives.filter((alternative) => alternative.words.length > 0))
    .filter((alternatives) => alternatives.length > 0);
  const [first] = asked;
  if (asked.some((alternatives) => alternatives.some((alternative) => alternative.prefix))) return undefined;
  if (asked.length === 1 && first?.length === 1 && (first[0]?.words.length ?? 0) > 1) return undefined;
  const phrases = plainNamePhrases(plan);
  return phrases && { asked, phrases };
}

/** Whether `scoreProducts` scores the plan (otherwise only the database does). */
export const scoredInMemory = (plan: SearchPlan): boolean => scoring(plan) !== undefined;

/**
 * The relevance of each of `products` (ascending numbers of `texts`) for the plan, exactly as
 * ranking.repository.ts's `relevance` scores their rows, ts_rank and rounding to tenths included
 * (decision 0021; product-relevance.test.ts holds the two to each other on real products). Undefined
 * for a plan scored only in the database (`scoring`).
 */
export function scoreProducts(
  texts: ProductTexts,
  plan: SearchPlan,
  products: ArrayLike<number>,
): ProductScores | undefined {
  const scored = scoring(plan);
  if (!scored) return undefined;
  const { asked, phrases } = scored;
  const firstWords = [...new Set(phrases.map((phrase) => phrase[0] ?? ''))];
  // ts_rank's query items: every word as typed and as its stem, each once, in the database's order.
  const lexemes = [
    ...new Set(asked.flat().flatMap((alternative) => alternative.words.flatMap((w) => [w, plan.stems(w)]))),
  ].sort(byCodeUnits);
  const position = new Map(lexemes.map((lexeme, at) => [lexeme, at]));
  const entries: LexemeEntries[] = lexemes.map((lexeme) => texts.entries(lexeme));
  // Each concept's alternatives, each as its words' two forms' positions in a row (typed, stem, ...).
  const concepts = asked.map((alternatives) =>
    alternatives.map((alternative) =>
      Int32Array.from(
        alternative.words.flatMap((word) => [position.get(word)!, position.get(plan.stems(word))!]),
      ),
    ),
  );
  const weights = new Uint8Array(lexemes.length);
  const terms = new Float64Array(lexemes.length);
  // Loops, not callbacks: this runs for every concept of every match (docs/performance.md).
  const answers = (alternatives: Int32Array[], wanted: number) => {
    for (const forms of alternatives) {
      let every = true;
      for (let k = 0; k < forms.length && every; k += 2) {
        every = ((weights[forms[k]!]! | weights[forms[k + 1]!]!) & wanted) !== 0;
      }
      if (every) return true;
    }
    return false;
  };
  const several = plan.concepts.length > 1;
  const nameSpans = new WordSpans();
  const brandSpans = new WordSpans();
  // A brand's words are read once for the match whose brand it is, when a rule asks for them.
  let brandOf = -1;
  const brandWords = (at: number, brand: string) => {
    if (brandOf !== at) brandSpans.read(brand);
    brandOf = at;
    return brandSpans;
  };
  const count = products.length;
  const result: ProductScores = { scores: new Float64Array(count), inName: new Uint8Array(count) };
  for (let at = 0; at < count; at++) {
    const product = products[at]!;
    for (let l = 0; l < entries.length; l++) {
      const lexeme = entries[l]!;
      const entry = lexeme.at(product);
      weights[l] = entry < 0 ? 0 : lexeme.weights(entry);
      terms[l] = entry < 0 ? 0 : lexeme.term(entry);
    }
    const name = texts.name(product);
    const brand = texts.brand(product);
    let score = 0;
    // A name holding none of the phrases' first words holds no phrase: most matches, words unread.
    if (holdsAny(name, firstWords) || (several && brand !== undefined && holdsAny(brand, firstWords))) {
      const words = nameSpans.read(name);
      if (words.isOneOf(phrases)) score = 4;
      else if (words.startsWithOneOf(phrases)) score = 2.5;
      else if (several && brand !== undefined && startAcross(brandWords(at, brand), words, phrases))
        score = 2.5;
      else if (words.holdsOneOf(phrases)) score = 2;
    }
    let everyInName = true;
    let someInName = false;
    let someInBrand = false;
    let answered = 0;
    for (const concept of concepts) {
      const inName = answers(concept, NAME_BRAND_OR_TYPE);
      everyInName &&= inName;
      someInName ||= inName;
      someInBrand ||= inName && answers(concept, WEIGHT_BITS.B);
      if (!plan.requireAll && (inName || answers(concept, ANY_WEIGHT))) answered++;
    }
    if (everyInName) score += 3.5;
    if (someInBrand) {
      const asked = brand !== undefined && WORD_AT_BOTH_ENDS.test(brand) ? brandWords(at, brand) : NO_WORDS;
      const brandIsAsked = asked.isOneOf(phrases);
      score += 1.5 + (brandIsAsked ? 2.5 : 0);
    }
    if (name.includes('+') && BUNDLE.test(name)) score -= 3;
    if (!plan.requireAll) score += answered;
    result.scores[at] = roundedToTenths(score + tsRank(weights, terms, texts.length(product)));
    result.inName[at] = (plan.requireAll ? everyInName : someInName) ? 1 : 0;
  }
  return result;
}

/** Whether the text holds any of the words (anywhere, not only as whole words). */
function holdsAny(text: string, words: readonly string[]): boolean {
  for (const word of words) if (text.includes(word)) return true;
  return false;
}

/**
 * ts_rank(search_vector, any_word, 1) (calc_rank_or, then the length's logarithm): each item the
 * vector holds adds its term, every step a 32-bit float; divided by the items and by log2(length + 1).
 */
function tsRank(weights: Uint8Array, terms: Float64Array, length: number): number {
  if (length === 0) return 0;
  let rank = 0;
  for (let at = 0; at < weights.length; at++) {
    if (weights[at] !== 0) rank = Math.fround(rank + terms[at]! / PI_SQUARED_OVER_SIX);
  }
  rank = Math.fround(rank / weights.length);
  return Math.fround(rank / (Math.log(length + 1) / Math.log(2)));
}
