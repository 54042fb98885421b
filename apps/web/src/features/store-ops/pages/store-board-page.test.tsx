import type { BoardDto } from '@kirana/shared/fulfilment';
import type { OrderDto } from '@kirana/shared/order';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore, stubApi } from '../../../test/cart-test-kit';
import { StoreBoardPage } from './store-board-page';

const store = { _id: 's'.repeat(24), name: 'Koramangala' };

const order = (overrides: Partial<OrderDto>): OrderDto => ({
  _id: 'o'.repeat(24),
  orderId: 'ORD-20261125-AAAAAA',
  userId: 'u1',
  items: [
    {
      productId: 'p1',
      name: 'Toned Milk',
      image: [],
      unit: '500 ml',
      price: 30,
      discount: 0,
      quantity: 2,
      lineTotal: 60,
    },
    {
      productId: 'p2',
      name: 'Brown Bread',
      image: [],
      unit: '400 g',
      price: 45,
      discount: 0,
      quantity: 1,
      lineTotal: 45,
    },
  ],
  product_details: { name: 'Toned Milk', image: [] },
  delivery_address: {
    _id: 'a1',
    address_line: '1 Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560034',
    mobile: '9876543210',
  },
  subTotalAmt: 105,
  totalAmt: 105,
  payment_method: 'COD',
  payment_status: 'pending',
  status: 'placed',
  paymentId: '',
  refund_id: null,
  cancel_reason: null,
  status_history: [],
  reservation_expires_at: null,
  store_id: store._id,
  eta_minutes: 8,
  // Five minutes late.
  promised_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  rider: null,
  cash_collected: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

const board: BoardDto = {
  store,
  orders: [
    order({}),
    order({ _id: 'q'.repeat(24), orderId: 'ORD-20261125-BBBBBB', status: 'packed', promised_at: null }),
  ],
  categories: { p1: 'Dairy', p2: 'Bakery' },
  riders: [{ _id: 'r1', name: 'Ravi', mobile: null }],
  today: { orders: 7, delivered: 5, averageMinutes: 9, late: 1 },
};

afterEach(() => vi.unstubAllGlobals());

describe('StoreBoardPage', () => {
  it('shows the queue by column with time against the promise, pick lists by aisle and the next step', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/api/fulfilment/stores') return [{ ...store }];
      if (path === '/api/fulfilment/board') return board;
      return null;
    });
    renderWithStore(<StoreBoardPage />, { loggedIn: true });

    const placed = await screen.findByRole('region', { name: 'Placed: 1' });
    const card = within(placed).getByRole('article', { name: 'Order ORD-20261125-AAAAAA' });
    expect(within(card).getByText('5 min late')).toBeTruthy();
    expect(within(card).getByText('Dairy')).toBeTruthy();
    expect(within(card).getByText('Bakery')).toBeTruthy();
    expect(within(card).getByText('3 items · ₹105.00 · Cash on delivery')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ready: 1' })).toBeTruthy();
    expect(screen.getByText('Average minutes to deliver').nextSibling?.textContent).toBe('9');

    // A ready order needs a rider before it can be handed over.
    const ready = screen.getByRole('article', { name: 'Order ORD-20261125-BBBBBB' });
    expect(within(ready).queryByRole('button', { name: /^Handed to rider/ })).toBeNull();
    expect(within(ready).getByLabelText('Rider for ORD-20261125-BBBBBB')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Start packing: ORD-20261125-AAAAAA' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/fulfilment/status')?.body).toEqual({
        _id: 'o'.repeat(24),
        status: 'confirmed',
      }),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Brown Bread is not available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item not available' });
    expect(dialog.textContent).toContain(
      'Take Brown Bread out of ORD-20261125-AAAAAA? Its stock here becomes 0.',
    );
    expect(dialog.textContent).toContain('The shopper pays less at the door.');
  });
});
