// The suggestion index's numbering (suggestion-reading.ts, decision 0018): products in the order suggestions
// name them, worked out without holding the event loop.

/** A pause while the index is built: the event loop answers other requests meanwhile. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `order` stably sorted by `keys` (each product's, an integer from 0 to `buckets` − 1): a counting sort. */
function stablyBy(order: Int32Array, buckets: number, keys: Int32Array): Int32Array {
  const starts = new Int32Array(buckets + 1);
  for (let at = 0; at < order.length; at++) starts[keys[order[at]!]! + 1]!++;
  for (let bucket = 1; bucket <= buckets; bucket++) starts[bucket]! += starts[bucket - 1]!;
  const sorted = new Int32Array(order.length);
  for (let at = 0; at < order.length; at++) {
    const number = order[at]!;
    sorted[starts[keys[number]!]!++] = number;
  }
  return sorted;
}

/**
 * The products' places as added, in the suggestions' order: best sellers, in stock, shortest names first,
 * then as added (by id, in the database's order: the products are read so). Stable counting sorts from
 * the last rank to the first, in plain loops, a turn of the event loop each: at a million products a sort
 * comparing pairs held it for over a second. Names longer than 65,535 characters (none can be saved)
 * would tie.
 */
export async function bestSellersFirst(
  unitsSold: Int32Array,
  inStock: Uint8Array,
  nameLengths: Int32Array,
): Promise<Int32Array> {
  const products = unitsSold.length;
  const keyed = (key: (added: number) => number) => {
    const keys = new Int32Array(products);
    for (let added = 0; added < products; added++) keys[added] = key(added);
    return keys;
  };
  const sold = (added: number) => Math.max(0, unitsSold[added]!);
  let order: Int32Array = new Int32Array(products);
  for (let added = 0; added < products; added++) order[added] = added;
  const passes: [number, (added: number) => number][] = [
    [1 << 16, (added) => Math.min(nameLengths[added]!, 0xffff)],
    [2, (added) => 1 - inStock[added]!],
    [1 << 16, (added) => 0xffff - (sold(added) & 0xffff)],
    [1 << 15, (added) => 0x7fff - (sold(added) >>> 16)],
  ];
  for (const [buckets, key] of passes) {
    order = stablyBy(order, buckets, keyed(key));
    await nextTurn();
  }
  return order;
}
