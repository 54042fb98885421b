import { describe, expect, it } from 'vitest';
import { paymentLabel } from './order-labels';

describe('paymentLabel', () => {
  it.each([
    [{ payment_status: 'failed', cancel_reason: 'payment_failed' }, 'Payment failed'],
    [{ payment_status: 'failed', cancel_reason: 'expired' }, 'Payment cancelled'],
    [{ payment_status: 'failed', cancel_reason: 'replaced' }, 'Payment cancelled'],
    [{ payment_status: 'failed', cancel_reason: 'shopper' }, 'Payment cancelled'],
    [{ payment_status: 'paid', cancel_reason: null }, 'Paid'],
    [{ payment_status: 'pending', cancel_reason: null }, 'Payment pending'],
  ] as const)('%j reads %s', (order, label) => {
    expect(paymentLabel(order)).toBe(label);
  });
});
