import type { CartItemDto, CartMergeBody } from '@kirana/shared/cart';
import { MAX_CART_LINES } from '@kirana/shared/cart';
import { maxQuantityFor, quantityProblem } from '@kirana/shared/cart-limits';
import type { Database, Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { lockUserRow } from '../../db/user-lock.repository';
import { conflict, notFound, unauthorized, unprocessable } from '../../http/http-error';
import { loadProductDtos, type ProductReader } from '../product/product-read.service';
import { overlayStock, type StockPlace, withStockAt } from '../product/stock.service';
import {
  type CartItemRow,
  type CartLine,
  countCartLines,
  deleteAllCartLines,
  deleteCartLines,
  deleteOwnedCartItem,
  findOwnedCartItem,
  findProductStocks,
  insertCartItem,
  listCartItems,
  lockCartLines,
  setCartQuantity,
  upsertCartQuantities,
} from './cart.repository';

export type { CartLine };

const productNotFound = () => notFound('Product not found');
const itemNotFound = () => notFound('Cart item not found');

/** Stock is the shopper's store's: the store their location is served by (modules/location). */
const stocksAt = async (db: Executor, place: StockPlace, ids: readonly string[]) =>
  overlayStock(db, place, await findProductStocks(db, ids), (product) => product.id);

/** What the cart's answers need: the database, and the categories each product shows (kept in memory). */
export interface CartContext {
  db: Database;
  taxonomy: ProductReader['taxonomy'];
}

async function toDtos(
  reader: ProductReader,
  place: StockPlace,
  rows: readonly CartItemRow[],
): Promise<CartItemDto[]> {
  const ids = rows.map((row) => row.productId);
  const products = new Map(
    (await withStockAt(reader.db, place, await loadProductDtos(reader, ids))).map((p) => [p._id, p]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [
      {
        _id: row.id,
        // No longer sold: shown as out of stock, so every client lets the shopper remove it (placing an
        // order refuses it).
        productId: product.publish ? product : { ...product, stock: 0 },
        quantity: row.quantity,
        userId: row.userId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

export async function getCart(ctx: CartContext, place: StockPlace, userId: string): Promise<CartItemDto[]> {
  return toDtos(ctx, place, await listCartItems(ctx.db, userId));
}

/**
 * Counting and inserting under the user's lock (db/user-lock.ts): parallel adds cannot pass the cap of
 * MAX_CART_LINES together, which keeps every order total inside its column.
 */
export async function addToCart(
  ctx: CartContext,
  place: StockPlace,
  userId: string,
  productId: string,
): Promise<CartItemDto> {
  const { db } = ctx;
  if (!isId(productId)) throw productNotFound();
  const [product] = await stocksAt(db, place, [productId]);
  if (!product?.publish) throw productNotFound();
  if (product.stock < 1) throw unprocessable(`${product.name} is out of stock`);
  const row = await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, userId))) throw unauthorized();
    if ((await countCartLines(tx, userId)) >= MAX_CART_LINES) {
      throw unprocessable(
        `Your cart can hold up to ${MAX_CART_LINES} different products; remove one to add another`,
      );
    }
    return insertCartItem(tx, userId, productId);
  });
  if (!row) throw conflict('Item already in cart');
  const [dto] = await toDtos(ctx, place, [row]);
  return dto!;
}

export async function updateQuantity(
  ctx: CartContext,
  place: StockPlace,
  userId: string,
  id: string,
  qty: number,
): Promise<CartItemDto> {
  const { db } = ctx;
  const found = isId(id) ? await findOwnedCartItem(db, userId, id) : undefined;
  if (!found) throw itemNotFound();
  const [product] = await overlayStock(db, place, [found.product], (row) => row.id);
  const problem = quantityProblem(product!, qty);
  if (problem) throw unprocessable(problem);
  const [dto] = await toDtos(ctx, place, [await setCartQuantity(db, id, qty)]);
  return dto!;
}

export async function removeFromCart(db: Executor, userId: string, id: string): Promise<void> {
  if (!isId(id) || !(await deleteOwnedCartItem(db, userId, id))) throw itemNotFound();
}

/**
 * The guest cart joins the server cart at login: quantities add up, capped by stock and the per-product
 * limit; unknown, unpublished and out-of-stock products are skipped rather than failing the login, and so
 * are new products past MAX_CART_LINES (the guest cart's first ones are kept).
 */
export async function mergeCart(
  ctx: CartContext,
  place: StockPlace,
  userId: string,
  { items }: CartMergeBody,
): Promise<CartItemDto[]> {
  const { db } = ctx;
  const wanted = new Map<string, number>();
  for (const { productId, quantity } of items) {
    if (isId(productId)) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  }
  await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, userId))) throw unauthorized();
    const existing = new Map((await listCartItems(tx, userId)).map((row) => [row.productId, row.quantity]));
    const products = new Map((await stocksAt(tx, place, [...wanted.keys()])).map((p) => [p.id, p]));
    let room = MAX_CART_LINES - existing.size;
    const lines = [...wanted].flatMap(([productId, more]) => {
      const product = products.get(productId);
      const cap = product ? maxQuantityFor(product) : 0;
      if (cap < 1) return [];
      const had = existing.get(productId);
      if (had === undefined) {
        if (room < 1) return [];
        room--;
      }
      const quantity = Math.min((had ?? 0) + more, cap);
      return quantity === had ? [] : [{ productId, quantity }];
    });
    await upsertCartQuantities(tx, userId, lines);
  });
  return getCart(ctx, place, userId);
}

/** Placing an order takes the whole cart at once: a second concurrent order then finds it empty. */
export function takeCart(tx: Executor, userId: string): Promise<CartLine[]> {
  return deleteAllCartLines(tx, userId);
}

/** A card checkout leaves the cart in place until paid, but locks it so two checkouts do not interleave. */
export function lockCart(tx: Executor, userId: string): Promise<CartLine[]> {
  return lockCartLines(tx, userId);
}

/** A paid order's products leave the cart; lines added since for other products stay. */
export function removeOrderedLines(tx: Executor, userId: string, productIds: readonly string[]) {
  return deleteCartLines(tx, userId, productIds);
}
