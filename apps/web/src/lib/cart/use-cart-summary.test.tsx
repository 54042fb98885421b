import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, renderWithStore, stubApi } from '../../test/cart-test-kit';
import { useCartSummary } from './use-cart-summary';

function Summary() {
  const { count, total, originalTotal } = useCartSummary();
  return <p>{`${count} | ${total} | ${originalTotal}`}</p>;
}

const milk = product({ _id: 'p1', price: 100, discount: 10 });
const bread = product({ _id: 'p2', price: 40, discount: 0 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useCartSummary', () => {
  it("counts a guest's units and totals with the shared pricing", () => {
    localStorage.setItem(
      'kirana.guestCart',
      JSON.stringify([
        { product: milk, quantity: 2 },
        { product: bread, quantity: 1 },
      ]),
    );
    renderWithStore(<Summary />);
    expect(screen.getByText('3 | 220 | 240')).toBeTruthy();
  });

  it('merges the guest cart into the server cart at login, then forgets it', async () => {
    localStorage.setItem('kirana.guestCart', JSON.stringify([{ product: milk, quantity: 2 }]));
    let merged = false;
    const calls = stubApi(({ path }) => {
      if (path === '/api/cart/merge') merged = true;
      return merged ? [{ _id: 'c1', productId: milk, quantity: 2, userId: 'u1' }] : [];
    });
    renderWithStore(<Summary />, { loggedIn: true });

    await screen.findByText('2 | 180 | 200');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/cart/merge',
      body: { items: [{ productId: 'p1', quantity: 2 }] },
    });
    await waitFor(() => expect(localStorage.getItem('kirana.guestCart')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/cart/merge')).toHaveLength(1);
  });
});
