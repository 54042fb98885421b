/**
 * pg_trgm's word characters under a UTF-8 locale (iswalnum): alphabetic characters and decimal digits. A
 * vocabulary word such as 'coca-cola', '1.5kg' or 'www.x.com' is several words to it.
 */
const WORD = /[\p{Alphabetic}\p{Nd}]+/gu;

/**
 * A string's trigrams as pg_trgm makes them (show_trgm): each word, lower-cased and padded with two spaces
 * before and one after ('  tea '), gives its three-character windows; each trigram once.
 */
export function trigramsOf(text: string): string[] {
  const trigrams = new Set<string>();
  for (const word of text.match(WORD) ?? []) {
    const chars = [...`  ${word.toLowerCase()} `];
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return [...trigrams];
}

/** pg_trgm's `%`: two words at least this similar (its default pg_trgm.similarity_threshold). */
export const SIMILAR = 0.3;

/**
 * pg_trgm's similarity() from trigram counts: the trigrams both hold over those either holds, as the
 * single-precision number it returns (so that equal scores tie as they do there); 0 when either has none.
 */
export function similarity(shared: number, trigramsA: number, trigramsB: number): number {
  if (trigramsA === 0 || trigramsB === 0) return 0;
  return Math.fround(shared / (trigramsA + trigramsB - shared));
}
