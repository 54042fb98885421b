import type { ProductDto } from '@kirana/shared/catalogue';

/** A logged-out shopper's cart line; the product is kept so the drawer can show it without a call. */
export interface GuestCartLine {
  product: ProductDto;
  quantity: number;
}

const STORAGE_KEY = 'kirana.guestCart';
const EMPTY: GuestCartLine[] = [];
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cached: GuestCartLine[] = EMPTY;

const isLine = (value: unknown): value is GuestCartLine =>
  typeof value === 'object' &&
  value !== null &&
  'product' in value &&
  typeof (value.product as { _id?: unknown } | null)?._id === 'string' &&
  'quantity' in value &&
  typeof value.quantity === 'number' &&
  value.quantity > 0;

function parse(raw: string | null): GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isLine) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * Re-reads storage on every call but parses only when the text changed: logging out clears all of
 * local storage behind this module's back, and the snapshot must stay referentially stable.
 */
export function getGuestCart(): GuestCartLine[] {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(lines: GuestCartLine[]): void {
  if (lines.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

/** Sets a product's quantity; 0 removes it. */
export function setGuestQuantity(product: ProductDto, quantity: number): void {
  const others = getGuestCart().filter((line) => line.product._id !== product._id);
  const exists = others.length !== getGuestCart().length;
  const line = { product, quantity };
  if (quantity <= 0) write(others);
  // Keeps a line where it was, so the drawer does not reorder while the shopper taps.
  else
    write(exists ? getGuestCart().map((l) => (l.product._id === product._id ? line : l)) : [...others, line]);
}

export const clearGuestCart = (): void => write(EMPTY);

export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
