/**
 * Texts that several kept answers hold, each kept once: a product's JSON in every list and search page
 * showing it. The bench's 30,000 long-tail search pages hold ~110,000 products' texts but only ~37,000
 * distinct ones (91 MB of answers, 30 MB of products; docs/performance.md). A text is known by what it
 * says, so a product's text with another store's stock, or after a change, is another text; an answer
 * holds the very strings it was made of either way, so sharing changes no answer.
 */
export class SharedTexts {
  readonly #held = new Map<string, { text: string; holders: number }>();
  /** The characters of the texts held: each counted once, however many answers hold it. */
  bytes = 0;

  /** The copy of `text` already held, or `text` itself: held once more either way, until `release`d. */
  hold(text: string): string {
    const held = this.#held.get(text);
    if (held) {
      held.holders++;
      return held.text;
    }
    this.#held.set(text, { text, holders: 1 });
    this.bytes += text.length;
    return text;
  }

  /** One holder fewer; the last one gone, the text goes. */
  release(text: string): void {
    const held = this.#held.get(text);
    if (!held) return;
    held.holders--;
    if (held.holders > 0) return;
    this.#held.delete(text);
    this.bytes -= text.length;
  }

  /** The characters holding `texts` would add: those not held yet. */
  added(texts: readonly string[]): number {
    let bytes = 0;
    for (const text of texts) if (!this.#held.has(text)) bytes += text.length;
    return bytes;
  }
}
