import { overQuantityCap } from '@kirana/shared/cart-limits';
import type { PlaceOrderBody } from '@kirana/shared/order';
import { type CartTotals, cartTotals, discountedPrice, roundRupees } from '@kirana/shared/pricing';
import type { Transaction } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import { findDeliverableAddress } from '../address/address.service';
import type { CartLine } from '../cart/cart.service';
import { findProductsForSale } from '../product/stock.service';
import type { NewOrderItem } from './order.repository';

/** An order as the cart and address in the database make it now; nothing is reserved yet. */
export interface PricedCart {
  address: AddressSnapshot;
  items: NewOrderItem[];
  totals: CartTotals;
}

export const cartChanged = () => conflict('Your cart has changed, please review it before placing the order');
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The client's copy of the cart and its amounts must match the server's; they never set a price. */
function crossCheck(body: PlaceOrderBody, cart: readonly CartLine[], totals: CartTotals): void {
  if (body.list_items) {
    const sent = new Map<string, number>();
    for (const item of body.list_items) {
      const id = typeof item.productId === 'string' ? item.productId : item.productId._id;
      sent.set(id, (sent.get(id) ?? 0) + item.quantity);
    }
    if (sent.size !== cart.length || cart.some((line) => sent.get(line.productId) !== line.quantity))
      throw cartChanged();
  }
  if (body.totalAmt !== undefined && !sameAmount(body.totalAmt, totals.grandTotal)) throw cartChanged();
  // The old client sends the discounted total in both fields; a newer one may send the undiscounted items total.
  const subTotal = body.subTotalAmt;
  if (
    subTotal !== undefined &&
    !sameAmount(subTotal, totals.grandTotal) &&
    !sameAmount(subTotal, totals.itemsTotal)
  ) {
    throw cartChanged();
  }
}

/**
 * Prices the caller's cart (read and locked by the caller) with the database's products, checks the
 * address and the client's copy, and snapshots the address and lines.
 */
export async function priceCart(
  tx: Transaction,
  user: AuthUser,
  body: PlaceOrderBody,
  cart: readonly CartLine[],
): Promise<PricedCart> {
  if (cart.length === 0) throw unprocessable('Your cart is empty');
  const address = await findDeliverableAddress(tx, user.id, body.addressId);
  if (!address) throw notFound('Address not found, please choose a delivery address');

  const products = new Map(
    (
      await findProductsForSale(
        tx,
        cart.map((line) => line.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const items: NewOrderItem[] = cart.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw cartChanged();
    if (!product.publish)
      throw unprocessable(`${product.name} is no longer sold, please remove it from your cart`);
    const capped = overQuantityCap(product, line.quantity);
    if (capped) throw unprocessable(capped);
    const lineTotal = roundRupees(discountedPrice(product.price, product.discount) * line.quantity);
    return {
      ...line,
      name: product.name,
      images: product.images,
      unit: product.unit,
      price: product.price,
      discount: product.discount,
      lineTotal,
    };
  });
  const totals = cartTotals(items);
  // Products priced at ₹0 (or below) before prices were checked could still make such a cart.
  if (totals.grandTotal <= 0)
    throw unprocessable('The order total must be more than ₹0, please review your cart');
  crossCheck(body, cart, totals);
  return {
    address: {
      _id: address.id,
      address_line: address.addressLine,
      city: address.city,
      state: address.state,
      country: address.country,
      pincode: address.pincode,
      mobile: address.mobile,
    },
    items,
    totals,
  };
}

/** Whether an open card checkout was made from exactly this cart, address and prices. */
export function sameAsPriced(
  order: { totalAmt: number; deliveryAddress: AddressSnapshot },
  orderLines: readonly CartLine[],
  priced: PricedCart,
): boolean {
  const key = (lines: readonly CartLine[]) =>
    lines
      .map((line) => `${line.productId}:${line.quantity}`)
      .sort()
      .join(',');
  const fields = Object.keys(priced.address) as (keyof AddressSnapshot)[];
  return (
    key(orderLines) === key(priced.items) &&
    sameAmount(order.totalAmt, priced.totals.grandTotal) &&
    fields.every((field) => order.deliveryAddress[field] === priced.address[field])
  );
}
