import type { Executor } from '../../db/client';
import { currentStock, decrementStock, findProductsForSale, incrementStock } from './stock.repository';

/** Every change of a product's stock goes through these functions, in the caller's transaction. */
export interface StockLine {
  productId: string;
  quantity: number;
}

export { findProductsForSale };

// Rows are always locked in product id order, so two multi-line orders never deadlock each other.
const byProduct = <T extends StockLine>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.productId.localeCompare(b.productId));

/**
 * Takes the stock of every line, all or nothing. Returns the first line that is short with what is left
 * of it (the caller throws, rolling back what was taken), or undefined when every line was taken.
 */
export async function takeStock<T extends StockLine>(
  tx: Executor,
  lines: readonly T[],
): Promise<{ line: T; left: number } | undefined> {
  for (const line of byProduct(lines)) {
    if (!(await decrementStock(tx, line.productId, line.quantity))) {
      return { line, left: await currentStock(tx, line.productId) };
    }
  }
  return undefined;
}

/** Puts the lines' quantities back on the shelf (a cancelled or expired order). */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const line of byProduct(lines)) await incrementStock(tx, line.productId, line.quantity);
}

/** Takes the lines again, all or nothing: throws (rolling back the caller's savepoint) when one is short. */
export async function retakeStock(tx: Executor, lines: readonly StockLine[]): Promise<true> {
  const short = await takeStock(tx, lines);
  if (short) throw new Error(`stock of ${short.line.productId} is gone`);
  return true;
}
