import type { OrderDto } from '@kirana/shared/order';
import type { OrderItemRow, OrderRow } from './order.repository';

export type RiderContact = NonNullable<OrderDto['rider']>;

export function toOrderDto(
  row: OrderRow,
  items: readonly OrderItemRow[],
  rider: RiderContact | null = null,
): OrderDto {
  const lines = items.map((item) => ({
    productId: item.productId,
    name: item.name,
    image: item.images,
    unit: item.unit,
    price: item.price,
    discount: item.discount,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
  }));
  return {
    _id: row.id,
    orderId: row.orderNumber,
    userId: row.userId,
    items: lines,
    product_details: { name: lines[0]?.name ?? '', image: lines[0]?.image ?? [] },
    delivery_address: row.deliveryAddress,
    subTotalAmt: row.subTotalAmt,
    totalAmt: row.totalAmt,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    status: row.status,
    paymentId: row.paymentId ?? '',
    refund_id: row.refundId,
    cancel_reason: row.cancelReason,
    status_history: row.statusHistory,
    reservation_expires_at: row.reservationExpiresAt?.toISOString() ?? null,
    store_id: row.storeId,
    eta_minutes: row.etaMinutes,
    promised_at: row.promisedAt?.toISOString() ?? null,
    rider,
    cash_collected: row.cashCollected,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
