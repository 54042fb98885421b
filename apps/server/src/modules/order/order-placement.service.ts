import { MAX_QUANTITY_PER_PRODUCT } from '@kirana/shared/cart';
import type { OrderDto, PlaceOrderBody } from '@kirana/shared/order';
import { type CartTotals, cartTotals, discountedPrice, roundRupees, toPaise } from '@kirana/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSession, PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database, Transaction } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { conflict, HttpError, notFound, unprocessable } from '../../http/http-error';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuthUser } from '../../plugins/auth';
import { findDeliverableAddress } from '../address/address.service';
import {
  type CartLine,
  currentStock,
  findProductsForOrder,
  insertOrder,
  lockCart,
  lockOrder,
  type NewOrderItem,
  takeCart,
  takeStock,
  updateOrderIf,
} from './order.repository';
import type { OrderContext } from './order-context';
import { toOrderDto } from './order-dto';
import { releaseReservation } from './order-lifecycle.service';
import { newOrderNumber } from './order-number';

/** Stripe sessions live at least 30 minutes; the reservation ends with the session, a minute of margin later. */
export const RESERVATION_MS = 31 * 60 * 1000;

const cartChanged = () => conflict('Your cart has changed, please review it before placing the order');
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
 * Builds the order from the cart in the database, snapshots address and lines, and takes the stock with
 * conditional decrements in the same transaction: concurrent orders can never oversell.
 */
async function createOrderFromCart(
  tx: Transaction,
  user: AuthUser,
  body: PlaceOrderBody,
  method: 'COD' | 'CARD',
  now: Date,
) {
  const cart = method === 'COD' ? await takeCart(tx, user.id) : await lockCart(tx, user.id);
  if (cart.length === 0) throw unprocessable('Your cart is empty');
  const address = await findDeliverableAddress(tx, user.id, body.addressId);
  if (!address) throw notFound('Address not found, please choose a delivery address');

  const productIds = cart.map((line) => line.productId);
  const products = new Map((await findProductsForOrder(tx, productIds)).map((p) => [p.id, p]));
  const items: NewOrderItem[] = cart.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw cartChanged();
    if (!product.publish)
      throw unprocessable(`${product.name} is no longer sold, please remove it from your cart`);
    if (line.quantity > MAX_QUANTITY_PER_PRODUCT) {
      throw unprocessable(`You can buy at most ${MAX_QUANTITY_PER_PRODUCT} of ${product.name}`);
    }
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
  crossCheck(body, cart, totals);

  // A fixed order of row locks keeps two multi-line orders from deadlocking each other.
  for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
    if (!(await takeStock(tx, item.productId, item.quantity))) {
      const left = await currentStock(tx, item.productId);
      throw unprocessable(
        left === 0 ? `${item.name} is out of stock` : `Only ${left} of ${item.name} left in stock`,
      );
    }
  }

  const status = method === 'COD' ? 'placed' : 'pending_payment';
  const deliveryAddress: AddressSnapshot = {
    _id: address.id,
    address_line: address.addressLine,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    mobile: address.mobile,
  };
  return insertOrder(
    tx,
    {
      orderNumber: newOrderNumber(now),
      userId: user.id,
      status,
      paymentMethod: method,
      paymentStatus: 'pending',
      reservationExpiresAt: method === 'CARD' ? new Date(now.getTime() + RESERVATION_MS) : null,
      deliveryAddress,
      subTotalAmt: totals.grandTotal,
      totalAmt: totals.grandTotal,
      statusHistory: [{ status, at: now.toISOString() }],
    },
    items,
  );
}

/** Cash on delivery: placed at once, payment pending until delivered; the cart is emptied in the same transaction. */
export async function placeCodOrder(
  ctx: OrderContext,
  user: AuthUser,
  body: PlaceOrderBody,
): Promise<OrderDto> {
  const { order, items } = await ctx.db.transaction(async (tx) => {
    const placed = await createOrderFromCart(tx, user, body, 'COD', new Date());
    await ctx.outbox.enqueue(tx, { kind: 'order-placed', orderId: placed.order.id });
    return placed;
  });
  return toOrderDto(order, items);
}

/**
 * Card: the order waits in pending_payment holding its stock until the provider reports the session paid,
 * expired or failed (modules/payment). The cart stays until the payment succeeds.
 */
export async function startCardCheckout(
  ctx: OrderContext & { payments: PaymentProvider; publicUrl: string },
  user: AuthUser,
  body: PlaceOrderBody,
): Promise<CheckoutSession & { order: OrderDto }> {
  const { order, items } = await ctx.db.transaction((tx) =>
    createOrderFromCart(tx, user, body, 'CARD', new Date()),
  );
  let session: CheckoutSession;
  try {
    session = await ctx.payments.createCheckoutSession({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountPaise: toPaise(order.totalAmt),
      lines: items.map((item) => ({
        name: `${item.name} (${item.unit})`,
        unitAmountPaise: toPaise(discountedPrice(item.price, item.discount)),
        quantity: item.quantity,
      })),
      customerEmail: user.email,
      // {CHECKOUT_SESSION_ID} is Stripe's placeholder; the success page confirms with it (POST /api/payment/confirm).
      successUrl: `${ctx.publicUrl}/success?order=${order.orderNumber}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.publicUrl}/cancel?order=${order.orderNumber}`,
      expiresAt: order.reservationExpiresAt!,
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'could not create a checkout session');
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked) await releaseReservation(tx, locked);
    });
    throw new HttpError(
      502,
      'Card payment is not available right now, please try again or pay cash on delivery',
    );
  }
  const updated = await ctx.db.transaction(async (tx) =>
    updateOrderIf(tx, order.id, 'pending_payment', { checkoutSessionId: session.id }),
  );
  return { ...session, order: toOrderDto(updated ?? order, items) };
}
