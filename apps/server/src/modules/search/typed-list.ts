type TypedArray = Int32Array | Float32Array | Float64Array | Uint8Array;

/**
 * A list of numbers that grows by doubling a typed array: a fraction of the memory of a list of numbers
 * while an index is read (millions of entries at a million products), freed as one block.
 */
export class TypedList<Values extends TypedArray> {
  #values: Values;
  #length = 0;

  constructor(private readonly make: (length: number) => Values) {
    this.#values = make(1 << 12);
  }

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#values.length) {
      const values = this.make(this.#length * 2);
      values.set(this.#values);
      this.#values = values;
    }
    this.#values[this.#length++] = value;
  }

  /** The values pushed, without a copy. */
  view(): Values {
    return this.#values.subarray(0, this.#length) as Values;
  }
}
