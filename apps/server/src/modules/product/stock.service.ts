import type { Executor } from '../../db/client';
import {
  currentStock,
  decrementStock,
  findProductsForSale,
  incrementStock,
  pageStoreStock,
  productStockAtStores,
  type StockPlace,
  setStock,
  stockAtStore,
} from './stock.repository';

/** Every change of a product's stock goes through these functions, in the caller's transaction. */
export interface StockLine {
  productId: string;
  quantity: number;
}

export { findProductsForSale, pageStoreStock, productStockAtStores, type StockPlace, setStock };

// Rows are always locked in product id order, so two multi-line orders never deadlock each other.
const byProduct = <T extends StockLine>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.productId.localeCompare(b.productId));

/**
 * Takes the stock of every line at the store, all or nothing. Returns the first line that is short with
 * what is left of it (the caller throws, rolling back what was taken), or undefined when every line was
 * taken.
 */
export async function takeStock<T extends StockLine>(
  tx: Executor,
  place: StockPlace,
  lines: readonly T[],
): Promise<{ line: T; left: number } | undefined> {
  for (const line of byProduct(lines)) {
    if (!(await decrementStock(tx, place, line.productId, line.quantity))) {
      return { line, left: await currentStock(tx, place, line.productId) };
    }
  }
  return undefined;
}

/** Puts the lines' quantities back on the store's shelf (a cancelled or expired order). */
export async function returnStock(
  tx: Executor,
  place: StockPlace,
  lines: readonly StockLine[],
): Promise<void> {
  for (const line of byProduct(lines)) await incrementStock(tx, place, line.productId, line.quantity);
}

/** Takes the lines again, all or nothing: throws (rolling back the caller's savepoint) when one is short. */
export async function retakeStock(
  tx: Executor,
  place: StockPlace,
  lines: readonly StockLine[],
): Promise<true> {
  const short = await takeStock(tx, place, lines);
  if (short) throw new Error(`stock of ${short.line.productId} is gone`);
  return true;
}

/**
 * Products as a store holds them: `stock` becomes the store's own. The default store's stock is already on
 * the rows; other stores' is read in one statement.
 */
export function withStockAt<T extends { _id: string; stock: number }>(
  db: Executor,
  place: StockPlace,
  products: T[],
): Promise<T[]> {
  return overlayStock(db, place, products, (product) => product._id);
}

/** withStockAt for any rows carrying a product's stock, `idOf` naming the product. */
export async function overlayStock<T extends { stock: number }>(
  db: Executor,
  place: StockPlace,
  rows: T[],
  idOf: (row: T) => string,
): Promise<T[]> {
  if (place.isDefault || rows.length === 0) return rows;
  const stock = await stockAtStore(db, place.id, rows.map(idOf));
  return rows.map((row) => ({ ...row, stock: stock.get(idOf(row)) ?? 0 }));
}
