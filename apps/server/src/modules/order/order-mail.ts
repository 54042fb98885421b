import type { OrderDto } from '@kirana/shared/order';
import type { MailMessage } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { findOrder, findUserContact } from './order.repository';
import { toOrderDtos } from './order-read.service';

export interface Recipient {
  email: string;
  name: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function render(to: Recipient, subject: string, intro: string, order: OrderDto): MailMessage {
  const lines = order.items.map(
    (item) => `${item.quantity} × ${item.name} (${item.unit}): ${rupees.format(item.lineTotal)}`,
  );
  const address = order.delivery_address;
  const where = `${address.address_line}, ${address.city}, ${address.state} ${address.pincode}`;
  const total = `Total: ${rupees.format(order.totalAmt)} (${order.payment_method === 'COD' ? 'cash on delivery' : 'paid by card'})`;
  const text = [`Hi ${to.name},`, '', intro, '', ...lines, '', total, `Delivering to: ${where}`].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    `<p>Delivering to: ${escapeHtml(where)}</p>`,
  ].join('\n');
  return { to: to.email, subject, text, html };
}

export const orderPlacedMail = (to: Recipient, order: OrderDto) =>
  render(to, `Order ${order.orderId} placed`, `Thank you! We received your order ${order.orderId}.`, order);

export const outForDeliveryMail = (to: Recipient, order: OrderDto) =>
  render(
    to,
    `Order ${order.orderId} is on its way`,
    `Your order ${order.orderId} is out for delivery.`,
    order,
  );

/**
 * The mail outbox's delivery of an order's mail, rendered from the order as it is now and sent to the
 * shopper's current address; nothing when the order or the shopper is gone.
 */
export async function orderMail(
  db: Database,
  kind: 'order-placed' | 'out-for-delivery',
  orderId: string,
): Promise<MailMessage | undefined> {
  const row = await findOrder(db, orderId);
  if (!row) return undefined;
  const [[order], to] = await Promise.all([toOrderDtos(db, [row]), findUserContact(db, row.userId)]);
  if (!order || !to) return undefined;
  return kind === 'order-placed' ? orderPlacedMail(to, order) : outForDeliveryMail(to, order);
}
