import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newId } from '../../db/ids';
import { prepared } from '../../db/prepared';
import { pickProductColumns } from '../../db/product-columns';
import { cartItems, products } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

const stockColumns = pickProductColumns('id', 'name', 'stock', 'publish');
export type ProductStock = { id: string; name: string; stock: number; publish: boolean };

// The cart's hot path (add, remove) runs as prepared statements (db/prepared.ts).
const productStocks = prepared((db) =>
  db
    .select(stockColumns)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('cart_product_stocks'),
);

export async function findProductStocks(db: Executor, ids: readonly string[]): Promise<ProductStock[]> {
  if (ids.length === 0) return [];
  return productStocks(db).execute({ ids: [...ids] });
}

export async function countCartLines(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.lines ?? 0;
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
  const [row] = await newCartItem(db).execute({ id: newId(), userId, productId });
  return row;
}

const newCartItem = prepared((db) =>
  db
    .insert(cartItems)
    // The id is a placeholder too: a $defaultFn would run once, when the statement is built.
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      productId: sql.placeholder('productId'),
      quantity: 1,
    })
    .onConflictDoNothing()
    .returning()
    .prepare('cart_insert'),
);

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
  const rows = await ownedCartItemDeletion(db).execute({ id, userId });
  return rows.length > 0;
}

const ownedCartItemDeletion = prepared((db) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.id, sql.placeholder('id')), eq(cartItems.userId, sql.placeholder('userId'))))
    .returning({ id: cartItems.id })
    .prepare('cart_delete_owned'),
);

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

export interface CartLine {
  productId: string;
  quantity: number;
}

/** The shopper's cart, emptied at once: a second concurrent order from the same cart then finds it empty. */
export function deleteAllCartLines(tx: Executor, userId: string): Promise<CartLine[]> {
  return tx
    .delete(cartItems)
    .where(eq(cartItems.userId, userId))
    .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
}

/** The shopper's cart lines, locked until the transaction ends. */
export function lockCartLines(tx: Executor, userId: string): Promise<CartLine[]> {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .for('update');
}

export async function deleteCartLines(
  tx: Executor,
  userId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])));
}
