import type { OrderDto, PlaceOrderBody } from '@kirana/shared/order';
import { discountedPrice, toPaise } from '@kirana/shared/pricing';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
} from '../../adapters/payments/payment-provider';
import { lockUserRow } from '../../db/user-lock.repository';
import { conflict, HttpError } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import { lockCart } from '../cart/cart.service';
import {
  loadOrderItems,
  lockOpenCheckout,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  updateOrderIf,
} from './order.repository';
import type { OrderContext } from './order-context';
import { toOrderDto } from './order-dto';
import { releaseReservation } from './order-lifecycle.service';
import { insertPricedOrder } from './order-placement.service';
import { priceCart, sameAsPriced } from './order-pricing';
import { expireSessionQuietly } from './order-refund.service';

/** An open checkout is handed out again only while the shopper still has this long to pay it. */
export const STILL_PAYABLE_MS = 10 * 60 * 1000;

export const cardUnavailable = (message = 'Card payment is not available right now') =>
  new HttpError(503, `${message}, please pay cash on delivery`);

type CardContext = OrderContext & { publicUrl: string };

interface Attempt {
  order: OrderRow;
  items: OrderItemRow[];
  /** The open checkout this one replaced, whose session must be ended. */
  replaced?: OrderRow;
}

/**
 * One open card checkout per shopper (a unique index holds it). Under the shopper's row lock: the open one
 * is reused when it was made from the same cart, address and prices and can still be paid, otherwise
 * released ('replaced', its stock returned) before the new order takes its stock. Parallel clicks thus
 * converge on one order, and the provider's session is idempotent per order, so on one session too.
 */
async function openAttempt(ctx: CardContext, user: AuthUser, body: PlaceOrderBody): Promise<Attempt> {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    // Lock order: user, open checkout, cart; a webhook locks the order before the cart lines it deletes.
    await lockUserRow(tx, user.id);
    const open = await lockOpenCheckout(tx, user.id);
    const priced = await priceCart(tx, user, body, await lockCart(tx, user.id));
    if (open) {
      const items = (await loadOrderItems(tx, [open.id])).get(open.id) ?? [];
      const payable = (open.reservationExpiresAt?.getTime() ?? 0) - now.getTime() >= STILL_PAYABLE_MS;
      if (payable && sameAsPriced(open, items, priced)) return { order: open, items };
      await releaseReservation(tx, open, 'replaced');
    }
    return { ...(await insertPricedOrder(ctx, tx, user, priced, 'CARD', now)), replaced: open };
  });
}

/** Built from the order alone, so that asking again for the same order asks the very same thing. */
function checkoutRequest(
  ctx: CardContext,
  user: AuthUser,
  order: OrderRow,
  items: readonly OrderItemRow[],
): CheckoutRequest {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountPaise: toPaise(order.totalAmt),
    // In one fixed order: Stripe refuses an idempotency key reused with different parameters.
    lines: [...items]
      .sort((a, b) => a.productId.localeCompare(b.productId))
      .map((item) => ({
        name: `${item.name} (${item.unit})`,
        unitAmountPaise: toPaise(discountedPrice(item.price, item.discount)),
        quantity: item.quantity,
      })),
    customerEmail: user.email,
    // {CHECKOUT_SESSION_ID} is Stripe's placeholder; the success page confirms with it (POST /api/payment/confirm).
    successUrl: `${ctx.publicUrl}/success?order=${order.orderNumber}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ctx.publicUrl}/cancel?order=${order.orderNumber}`,
    expiresAt: order.reservationExpiresAt!,
  };
}

/** The order goes back to the shelf when no session could be opened for it. */
async function releaseUnopened(ctx: CardContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked?.status === 'pending_payment') await releaseReservation(tx, locked, 'payment_failed');
  });
}

/**
 * Card: the order waits in pending_payment holding its stock until the provider reports the session paid,
 * expired or failed (modules/payment). The cart stays until the payment succeeds. No transaction is open
 * while the provider is asked.
 */
export async function startCardCheckout(
  ctx: CardContext,
  user: AuthUser,
  body: PlaceOrderBody,
): Promise<CheckoutSession & { order: OrderDto }> {
  const payments: PaymentProvider | undefined = ctx.payments;
  if (!payments) throw cardUnavailable();
  const { order, items, replaced } = await openAttempt(ctx, user, body);
  if (replaced?.checkoutSessionId) await expireSessionQuietly(ctx, replaced.checkoutSessionId);

  let session: CheckoutSession;
  try {
    session = await payments.createCheckoutSession(checkoutRequest(ctx, user, order, items));
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'could not create a checkout session');
    await releaseUnopened(ctx, order.id);
    throw new HttpError(
      502,
      'Card payment is not available right now, please try again or pay cash on delivery',
    );
  }
  const updated = await ctx.db.transaction((tx) =>
    updateOrderIf(tx, order.id, 'pending_payment', { checkoutSessionId: session.id }),
  );
  if (!updated) {
    // Replaced by a newer checkout or a cash order, cancelled, or even paid while the session was opening.
    await expireSessionQuietly(ctx, session.id);
    throw conflict('This checkout has ended meanwhile, please check My Orders and your cart');
  }
  return { ...session, order: toOrderDto(updated, items) };
}
