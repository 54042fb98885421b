import type { OrderDto } from '@kirana/shared/order';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a}
main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{margin:8px 0}.note{color:#555;font-size:14px}
ul{padding:0;list-style:none;font-size:14px}li{display:flex;justify-content:space-between;padding:4px 0}
.total{font-size:24px;font-weight:700}.actions{display:flex;gap:12px;margin-top:24px}form{flex:1}
button{width:100%;padding:12px;border-radius:8px;font-size:16px;cursor:pointer;border:1px solid #0c831f}
.pay{background:#0c831f;color:#fff}.cancel{background:#fff;color:#0c831f}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}`;

/**
 * The built-in provider's hosted checkout: plain HTML whose forms post back to the store (the CSP allows
 * no inline script and only same-origin form actions).
 */
export function renderTestCheckoutPage(sessionId: string, order: OrderDto): string {
  const base = `/api/payment/test-checkout/${encodeURIComponent(sessionId)}`;
  const open = order.status === 'pending_payment';
  const lines = order.items
    .map(
      (item) =>
        `<li><span>${item.quantity} × ${escapeHtml(item.name)}</span><span>${rupees.format(item.lineTotal)}</span></li>`,
    )
    .join('');
  const actions = open
    ? `<div class="actions">
<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${rupees.format(order.totalAmt)}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`
    : `<p role="status">This checkout is closed: the order is ${escapeHtml(order.status.replaceAll('_', ' '))}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment · ${escapeHtml(order.orderId)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Test payment</h1>
<p class="note">Kirana's built-in test checkout. No real money moves.</p>
<p>Order <strong>${escapeHtml(order.orderId)}</strong></p>
<ul>${lines}</ul>
<p class="total">${rupees.format(order.totalAmt)}</p>
${actions}
</main></body></html>`;
}
