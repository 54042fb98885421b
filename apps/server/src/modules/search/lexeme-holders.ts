import { firstNotBefore, sortedHas } from './sorted';

/**
 * A lexeme's holders: product numbers in order and, for a lexeme held by at least one product in
 * BITS_FROM, the same as a bitset (no larger than the list), which answers "holds it?" in one step where
 * the list takes a binary search: a common word ('rice') is asked that for each product of a rarer one.
 */
export interface Holders {
  list: Int32Array;
  bits: Uint32Array | undefined;
}
const BITS_FROM = 32;
export const NO_HOLDERS: Holders = { list: new Int32Array(0), bits: undefined };

/** Whether the product is among the holders. */
export function holds({ list, bits }: Holders, number: number): boolean {
  return bits ? (bits[number >>> 5]! & (1 << (number & 31))) !== 0 : sortedHas(list, number);
}

/** The holders of a sorted list, among `products` numbered products. */
export function holdersOf(list: Int32Array, products: number): Holders {
  if (list.length * BITS_FROM < products) return { list, bits: undefined };
  const bits = new Uint32Array(Math.ceil(products / 32));
  for (const number of list) bits[number >>> 5]! |= 1 << (number & 31);
  return { list, bits };
}

/** The holders with the product too (its bit set in place: the bitset is the lexeme's alone). */
export function withHolder(holders: Holders, number: number, products: number): Holders {
  const { list: before, bits } = holders;
  const at = firstNotBefore(before.length, (place) => before[place]! < number);
  if (before[at] === number) return holders;
  const list = new Int32Array(before.length + 1);
  list.set(before.subarray(0, at));
  list[at] = number;
  list.set(before.subarray(at), at + 1);
  // A product numbered past the bitset (added since it was made): made again, as large as now.
  if (!bits || number >>> 5 >= bits.length) return holdersOf(list, products);
  bits[number >>> 5]! |= 1 << (number & 31);
  return { list, bits };
}

/** The holders without the product (its bit cleared in place); undefined when none is left. */
export function withoutHolder(holders: Holders, number: number): Holders | undefined {
  const at = holders.list.indexOf(number);
  if (at < 0) return holders;
  if (holders.list.length === 1) return undefined;
  const list = new Int32Array(holders.list.length - 1);
  list.set(holders.list.subarray(0, at));
  list.set(holders.list.subarray(at + 1), at);
  if (holders.bits) holders.bits[number >>> 5]! &= ~(1 << (number & 31));
  return { list, bits: holders.bits };
}
