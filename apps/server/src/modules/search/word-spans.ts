/** A run of word characters, as PostgreSQL's `\w` reads them in a UTF-8 database. */
const WORDS = /[\p{L}\p{Nd}_]+/gu;

type Phrases = readonly (readonly string[])[];

/** An ASCII letter, digit or underscore: what `WORDS` matches below code 128. */
const asciiWordCharacter = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95;

/**
 * A text's words (its longest runs of word characters, in order) as where each begins and ends in it, in
 * one array read again for each text: scoring compares a match's name with the query's phrases word by
 * word, and slicing each name into strings was a fifth of that (docs/performance.md,
 * "A search's plan and scores with fewer strings made"). Names are nearly all ASCII, read by their
 * character codes; any other character and the Unicode expression reads them.
 */
export class WordSpans {
  text = '';
  count = 0;
  #spans = new Int32Array(64);

  /** Reads the text's words. */
  read(text: string): this {
    this.text = text;
    this.count = 0;
    if (this.#spans.length < this.text.length + 2) this.#spans = new Int32Array(this.text.length + 2);
    if (!this.#readAscii()) {
      this.count = 0;
      for (const match of this.text.matchAll(WORDS)) this.#add(match.index, match.index + match[0].length);
    }
    return this;
  }

  /** Whether the word at `at` is `word`. */
  wordIs(at: number, word: string): boolean {
    const start = this.#spans[2 * at]!;
    return this.#spans[2 * at + 1]! - start === word.length && this.text.startsWith(word, start);
  }

  /** Whether the words from `at` on are the phrase's words. */
  phraseAt(phrase: readonly string[], at: number): boolean {
    if (at + phrase.length > this.count) return false;
    for (let k = 0; k < phrase.length; k++) if (!this.wordIs(at + k, phrase[k]!)) return false;
    return true;
  }

  /** Whether the words are one of the phrases', all of them. */
  isOneOf(phrases: Phrases): boolean {
    for (const phrase of phrases) if (phrase.length === this.count && this.phraseAt(phrase, 0)) return true;
    return false;
  }

  /** Whether the words begin with one of the phrases. */
  startsWithOneOf(phrases: Phrases): boolean {
    for (const phrase of phrases) if (this.phraseAt(phrase, 0)) return true;
    return false;
  }

  /** Whether one of the phrases' words are consecutive words of the text. */
  holdsOneOf(phrases: Phrases): boolean {
    for (const phrase of phrases) {
      for (let at = 0; at + phrase.length <= this.count; at++) if (this.phraseAt(phrase, at)) return true;
    }
    return false;
  }

  /** False, having read nothing, when a character is not ASCII. */
  #readAscii(): boolean {
    const text = this.text;
    let start = -1;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code >= 128) return false;
      if (asciiWordCharacter(code)) {
        if (start < 0) start = at;
      } else if (start >= 0) {
        this.#add(start, at);
        start = -1;
      }
    }
    if (start >= 0) this.#add(start, text.length);
    return true;
  }

  #add(start: number, end: number) {
    this.#spans[2 * this.count] = start;
    this.#spans[2 * this.count + 1] = end;
    this.count++;
  }
}

/** Whether `first`'s words then `then`'s begin with one of the phrases (a brand and a name read as one). */
export function startAcross(first: WordSpans, then: WordSpans, phrases: Phrases): boolean {
  for (const phrase of phrases) {
    let every = phrase.length <= first.count + then.count;
    for (let k = 0; k < phrase.length && every; k++) {
      const word = phrase[k]!;
      every = k < first.count ? first.wordIs(k, word) : then.wordIs(k - first.count, word);
    }
    if (every) return true;
  }
  return false;
}
