/**
 * A list of 32-bit integers that grows by doubling a typed array: half the memory of a list of
 * numbers while an index is read (millions of entries at a million products), freed as one block.
 */
export class Int32List {
  #values = new Int32Array(1 << 12);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#values.length) {
      const values = new Int32Array(this.#length * 2);
      values.set(this.#values);
      this.#values = values;
    }
    this.#values[this.#length++] = value;
  }

  /** The values pushed, without a copy. */
  view(): Int32Array {
    return this.#values.subarray(0, this.#length);
  }
}
