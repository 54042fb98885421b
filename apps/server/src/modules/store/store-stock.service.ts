import type {
  ProductStockUpdateBody,
  ProductStoreStockDto,
  StockImportReport,
  StoreStockBody,
  StoreStockRowDto,
} from '@kirana/shared/store';
import type { Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { badRequest, notFound } from '../../http/http-error';
import { pageStoreStock, productStockAtStores, type StockPlace, setStock } from '../product/stock.service';
import { parseStockCsv } from './stock-csv';
import { findStore, findStoreByCode, listStores, type StoreRow } from './store.repository';
import { type StoreContext, stockPlace } from './store.service';

/** Rows per statement: two parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 5000;
const MAX_REJECTIONS_LISTED = 100;

async function storeOrNotFound(db: Executor, idOrCode: string): Promise<StoreRow> {
  const store = isId(idOrCode) ? await findStore(db, idOrCode) : await findStoreByCode(db, idOrCode);
  if (!store) throw notFound('Store not found');
  return store;
}

/**
 * Sets stock at one store in the caller's transaction, in product id order (the order every stock writer
 * locks rows in) and in chunks; a product listed twice takes its last figure. Returns the ids that exist.
 */
async function writeStock(
  tx: Executor,
  place: StockPlace,
  items: readonly { productId: string; stock: number }[],
): Promise<Set<string>> {
  const last = new Map(items.map((item) => [item.productId, item.stock]));
  const rows = [...last]
    .map(([productId, stock]) => ({ productId, stock }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const known = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    for (const id of await setStock(tx, place, rows.slice(i, i + CHUNK))) known.add(id);
  }
  return known;
}

/** Sets the stock of many products at one store, in one transaction; unknown products are named. */
export async function setStoreStock(
  ctx: StoreContext,
  body: StoreStockBody,
): Promise<{ updated: number; unknown: string[] }> {
  const store = await storeOrNotFound(ctx.db, body.storeId);
  const known = await ctx.db.transaction((tx) => writeStock(tx, stockPlace(store), body.items));
  const ids = [...new Set(body.items.map((item) => item.productId))];
  return { updated: ids.filter((id) => known.has(id)).length, unknown: ids.filter((id) => !known.has(id)) };
}

/** A store's stock file, all of it in one transaction: rows that can't be used are listed by line. */
export async function importStoreStock(
  ctx: Pick<StoreContext, 'db'>,
  storeIdOrCode: string,
  csv: string,
): Promise<StockImportReport> {
  const store = await storeOrNotFound(ctx.db, storeIdOrCode);
  const { lines, rejected } = parseStockCsv(csv);
  if (lines.length === 0 && rejected.length === 0) throw badRequest('The file has no rows');
  const known = await ctx.db.transaction((tx) => writeStock(tx, stockPlace(store), lines));
  for (const line of lines) {
    if (!known.has(line.productId))
      rejected.push({ line: line.line, message: `no product ${line.productId}` });
  }
  rejected.sort((a, b) => a.line - b.line);
  return {
    rows: lines.length + rejected.length - lines.filter((line) => !known.has(line.productId)).length,
    updated: lines.filter((line) => known.has(line.productId)).length,
    rejected: rejected.slice(0, MAX_REJECTIONS_LISTED),
  };
}

export async function storeStockPage(
  ctx: StoreContext,
  filter: { storeId: string; page: number; limit: number; search: string },
): Promise<{ rows: StoreStockRowDto[]; totalCount: number }> {
  const store = await storeOrNotFound(ctx.db, filter.storeId);
  const { rows, totalCount } = await pageStoreStock(ctx.db, stockPlace(store), filter);
  return {
    rows: rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      unit: row.unit,
      image: row.images[0] ?? '',
      stock: Number(row.stock),
    })),
    totalCount,
  };
}

/** A product's stock at every store (the product form). */
export async function productStock(ctx: StoreContext, productId: string): Promise<ProductStoreStockDto[]> {
  const rows = isId(productId) ? await productStockAtStores(ctx.db, productId) : [];
  if (rows.length === 0) throw notFound('Product not found');
  return rows.map((row) => ({ ...row, stock: Number(row.stock) }));
}

/** Sets a product's stock at several stores, all or nothing. */
export async function setProductStock(
  ctx: StoreContext,
  body: ProductStockUpdateBody,
): Promise<ProductStoreStockDto[]> {
  const stores = new Map((await listStores(ctx.db)).map((store) => [store.id, store]));
  const unknown = body.stocks.find((entry) => !stores.has(entry.storeId));
  if (unknown) throw notFound('Store not found');
  await ctx.db.transaction(async (tx) => {
    // The default store's row (the product's own) first: the order an order takes its locks in.
    const entries = [...body.stocks].sort(
      (a, b) => Number(stores.get(b.storeId)!.isDefault) - Number(stores.get(a.storeId)!.isDefault),
    );
    for (const entry of entries) {
      const known = await setStock(tx, stockPlace(stores.get(entry.storeId)!), [
        { productId: body.productId, stock: entry.stock },
      ]);
      if (known.length === 0) throw notFound('Product not found');
    }
  });
  return productStock(ctx, body.productId);
}
