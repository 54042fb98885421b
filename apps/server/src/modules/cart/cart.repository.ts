import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, products } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

const stockColumns = {
  id: products.id,
  name: products.name,
  stock: products.stock,
  publish: products.publish,
};
export type ProductStock = { id: string; name: string; stock: number; publish: boolean };

export async function findProductStocks(db: Executor, ids: readonly string[]): Promise<ProductStock[]> {
  if (ids.length === 0) return [];
  return db
    .select(stockColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export function listCartItems(db: Executor, userId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Undefined when the product is already in the cart (the unique key decides, even under races). */
export async function insertCartItem(
  db: Executor,
  userId: string,
  productId: string,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity: 1 })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findOwnedCartItem(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ item: CartItemRow; product: ProductStock } | undefined> {
  const [row] = await db
    .select({ item: cartItems, product: stockColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return row;
}

export async function setCartQuantity(db: Executor, id: string, quantity: number): Promise<CartItemRow> {
  const [row] = await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id)).returning();
  return row!;
}

export async function deleteOwnedCartItem(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Sets each product's quantity, inserting the lines that are new. */
export async function upsertCartQuantities(
  db: Executor,
  userId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ userId, ...line })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`excluded.quantity`, updatedAt: new Date() },
    });
}
