import type { OrderDto } from '@kirana/shared/order';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail';

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

/** Mail is a courtesy: a failure is logged and never undoes or delays the order. */
export function sendBestEffort(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer
    .send(message)
    .catch((error: unknown) => log.error({ err: error, to: message.to }, 'order mail failed'));
}
