import { z } from 'zod';
import type { AddressFields } from './address';
import { type OrderStatus, orderStatuses, type PaymentStatus } from './order-status';
import { PAGE_LIMIT_MAX, pageNumber } from './paging';
import { ID_MAX_LENGTH, idField, tooLong } from './text-fields';

// Kept apart from the schemas so the web pages can use them without loading zod.
export {
  canTransition,
  type OrderStatus,
  orderStatuses,
  orderTransitions,
  type PaymentStatus,
  shopperCancellable,
} from './order-status';

/** A cart line as the old client sends it: `productId` is the populated product or its id. */
const productId = z.string().max(ID_MAX_LENGTH, tooLong(ID_MAX_LENGTH));
const listItem = z.looseObject({
  productId: z.union([productId, z.looseObject({ _id: productId })]),
  quantity: z.number(),
});

/** list_items and the amounts are only cross-checked against the server's own cart (docs/api.md). */
export const placeOrderBody = z.object({
  addressId: idField(),
  list_items: z.array(listItem).max(200, 'has too many entries').optional(),
  subTotalAmt: z.number().optional(),
  totalAmt: z.number().optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const orderIdBody = z.object({ _id: idField() });

export const adminOrderListBody = z.object({
  status: z.enum(orderStatuses).optional(),
  page: pageNumber.default(1),
  limit: pageNumber.pipe(z.number().max(PAGE_LIMIT_MAX)).default(20),
});

export const adminOrderStatusBody = z.object({
  _id: idField(),
  status: z.enum(orderStatuses),
});

export interface OrderItemDto {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderDto {
  _id: string;
  /** The human order number, e.g. ORD-20261122-7KQ2MX. */
  orderId: string;
  userId: string;
  items: OrderItemDto[];
  /** The first line, for the old client's order list. */
  product_details: { name: string; image: string[] };
  delivery_address: AddressFields & { _id: string };
  subTotalAmt: number;
  totalAmt: number;
  payment_method: 'COD' | 'CARD';
  payment_status: PaymentStatus;
  status: OrderStatus;
  paymentId: string;
  /** The provider's refund of a cancelled card order, once given. */
  refund_id: string | null;
  /** Why a cancelled order ended: shopper, admin, replaced (a newer checkout), expired, payment_failed. */
  cancel_reason: string | null;
  status_history: { status: OrderStatus; at: string }[];
  /** Until when a card order's stock is held for payment; null otherwise. */
  reservation_expires_at: string | null;
  /** The dark store packing it; the delivery minutes promised when placed, and the moment they end. */
  store_id: string;
  eta_minutes: number | null;
  promised_at: string | null;
  /** The rider it was handed to, and the cash they collected for a cash-on-delivery order. */
  rider: { _id: string; name: string; mobile: string | null } | null;
  cash_collected: number | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/payment/methods: what the checkout may offer. */
export interface PaymentMethods {
  /** False when the store has no card payment provider (production without Stripe). */
  card: boolean;
  cashOnDelivery: boolean;
}

/** POST /api/order/checkout: the session at the top level for the old client, plus the order. */
export interface CheckoutResponse {
  success: true;
  error: false;
  message: string;
  id: string;
  url: string;
  data: { id: string; url: string; order: OrderDto };
}
