type TypedArray = Int32Array | Float32Array | Float64Array | Uint8Array;

/**
 * `array` if it holds at least `length` values, else a copy with room for a quarter more: products added
 * one by one to an index copy its arrays once in a while, not on each.
 */
export function withRoom<Values extends TypedArray>(
  array: Values,
  length: number,
  make: (length: number) => Values,
): Values {
  if (array.length >= length) return array;
  const larger = make(Math.max(length, Math.ceil(array.length * 1.25)));
  larger.set(array);
  return larger;
}

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
