import { ownCopy } from './own-copy';

/** Each hex digit's value by its character code ('0'–'9', 'a'–'f', as db/ids.ts writes them); else -1. */
const HEX_DIGITS = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) HEX_DIGITS[digit.toString(16).charCodeAt(0)] = digit;

/** An id as db/ids.ts makes them: 24 hex digits, held here as three 32-bit numbers. */
const ID_LENGTH = 24;

/**
 * Products' numbers by id: while the postings index is read (postings-reading.ts), found in a word's
 * joined postings without cutting its ids out (a million products' 6.3M postings looked up in a Map of
 * sliced strings took ~11 s of the read, hashing each slice anew: docs/performance.md,
 * "The postings index read a word a row"); and the suggestion index's (suggestion-reading.ts), where a
 * Map of a million string keys cost more to fill and to grow, and is marked by every collection. An id of
 * 24 hex digits is three numbers in an open-addressing table of typed arrays; any other id is kept in a Map.
 */
export class ProductNumbers {
  /** Slot s holds an id's three numbers at 3s..3s+2 and its product's number at s (-1: empty). */
  #keys: Int32Array;
  #numbers: Int32Array;
  #size = 0;
  readonly #others = new Map<string, number>();

  /**
   * Room from the start for `expected` ids (the catalogue's count, as a reading knows it): growing the
   * table past half a million held the server's thread ~0.1–0.4 s (docs/performance.md,
   * "A search's plan and scores with fewer strings made").
   */
  constructor(expected = 0) {
    let slots = 1 << 12;
    while (slots < 2 * expected) slots *= 2;
    this.#keys = new Int32Array(3 * slots);
    this.#numbers = new Int32Array(slots).fill(-1);
  }

  /**
   * The number of the id `text[from, to)`: the one it was given, else `next`, given to it now (a caller
   * sees a new id as `next` coming back).
   */
  numberOf(text: string, from: number, to: number, next: number): number {
    if (to - from === ID_LENGTH) {
      const high = hexNumber(text, from);
      const middle = hexNumber(text, from + 8);
      const low = hexNumber(text, from + 16);
      if (high !== undefined && middle !== undefined && low !== undefined) {
        const slot = this.#slotOf(high, middle, low);
        const number = this.#numbers[slot]!;
        if (number >= 0) return number;
        this.#put(slot, high, middle, low, next);
        if (++this.#size * 2 > this.#numbers.length) this.#grow();
        return next;
      }
    }
    const id = text.slice(from, to);
    const number = this.#others.get(id);
    if (number !== undefined) return number;
    this.#others.set(ownCopy(id), next);
    return next;
  }

  /** The number an id was given; undefined for one never numbered. */
  get(id: string): number | undefined {
    if (id.length === ID_LENGTH) {
      const high = hexNumber(id, 0);
      const middle = hexNumber(id, 8);
      const low = hexNumber(id, 16);
      if (high !== undefined && middle !== undefined && low !== undefined) {
        const number = this.#numbers[this.#slotOf(high, middle, low)]!;
        return number < 0 ? undefined : number;
      }
    }
    return this.#others.get(id);
  }

  /** The slot holding the id, or the empty one where it would go. */
  #slotOf(high: number, middle: number, low: number): number {
    const mask = this.#numbers.length - 1;
    let slot = spread(high, middle, low) & mask;
    for (;;) {
      if (this.#numbers[slot]! < 0) return slot;
      const key = slot * 3;
      if (this.#keys[key] === high && this.#keys[key + 1] === middle && this.#keys[key + 2] === low)
        return slot;
      slot = (slot + 1) & mask;
    }
  }

  #put(slot: number, high: number, middle: number, low: number, number: number): void {
    this.#numbers[slot] = number;
    this.#keys[slot * 3] = high;
    this.#keys[slot * 3 + 1] = middle;
    this.#keys[slot * 3 + 2] = low;
  }

  /** Twice the slots, every id placed again: at most half of them full, so probes stay short. */
  #grow(): void {
    const keys = this.#keys;
    const numbers = this.#numbers;
    this.#keys = new Int32Array(keys.length * 2);
    this.#numbers = new Int32Array(numbers.length * 2).fill(-1);
    const mask = this.#numbers.length - 1;
    for (let old = 0; old < numbers.length; old++) {
      const number = numbers[old]!;
      if (number < 0) continue;
      const high = keys[old * 3]!;
      const middle = keys[old * 3 + 1]!;
      const low = keys[old * 3 + 2]!;
      let slot = spread(high, middle, low) & mask;
      while (this.#numbers[slot]! >= 0) slot = (slot + 1) & mask;
      this.#put(slot, high, middle, low, number);
    }
  }
}

/** The 8 hex digits from `at` as one 32-bit number; undefined if any is no hex digit. */
function hexNumber(text: string, at: number): number | undefined {
  let value = 0;
  for (let k = at; k < at + 8; k++) {
    const code = text.charCodeAt(k);
    const digit = code < 128 ? HEX_DIGITS[code]! : -1;
    if (digit < 0) return undefined;
    value = (value << 4) | digit;
  }
  return value;
}

/** A slot's start from an id's numbers: every bit of each moves the result (multiply and fold). */
function spread(high: number, middle: number, low: number): number {
  let hash = Math.imul(high ^ Math.imul(middle, 0x9e3779b1) ^ Math.imul(low, 0x85ebca6b), 0xc2b2ae35);
  hash ^= hash >>> 15;
  return hash;
}
