import { eq } from 'drizzle-orm';
import { cartItems, products } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import type { Session } from './factories';

export const VALID_ADDRESS = {
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile: '9876543210',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject as the given shopper (or nobody). */
export const call = (t: TestApp, method: Method, url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });

export async function addAddress(t: TestApp, session: Session, overrides: object = {}): Promise<string> {
  const res = await call(t, 'POST', '/api/address/create', session, { ...VALID_ADDRESS, ...overrides });
  if (res.statusCode !== 201) throw new Error(`address: ${res.body}`);
  return res.json().data._id;
}

/** Puts lines straight into the cart (the cart routes are tested on their own). */
export async function fillCart(
  t: TestApp,
  session: Session,
  lines: { productId: string; quantity: number }[],
) {
  await t.db.insert(cartItems).values(lines.map((line) => ({ userId: session.userId, ...line })));
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function cartOf(t: TestApp, session: Session) {
  return t.db.select().from(cartItems).where(eq(cartItems.userId, session.userId));
}
