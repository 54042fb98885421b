import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pickProductColumns } from '../../db/product-columns';
import { products } from '../../db/schema';

/** What an order line snapshots of a product, and whether it is still sold. */
export function findProductsForSale(tx: Executor, ids: readonly string[]) {
  return tx
    .select(pickProductColumns('id', 'name', 'images', 'unit', 'price', 'discount', 'publish'))
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * The conditional decrement: it waits for concurrent ones on the same row and never goes below zero. What
 * leaves the shelf counts as sold (search's popularity tie-breaker).
 */
export async function decrementStock(tx: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, unitsSold: sql`${products.unitsSold} + ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Products deleted since are skipped: there is no shelf to put their quantity back on. */
export async function incrementStock(tx: Executor, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      unitsSold: sql`greatest(${products.unitsSold} - ${quantity}, 0)`,
    })
    .where(eq(products.id, productId));
}

export async function currentStock(tx: Executor, productId: string): Promise<number> {
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}
