import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, renderWithStore, stubApi } from '../../../test/cart-test-kit';
import { CartContents } from './cart-contents';

const milk = product({ _id: 'p1', name: 'Amul Milk', price: 100, discount: 10 });
const bread = product({ _id: 'p2', name: 'Bread', price: 49.5, discount: 0 });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(toast, 'error');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = (selector: string) => document.querySelector(selector)?.textContent;

describe('CartContents', () => {
  it('sums the bill with the shared pricing rules, in en-IN rupees', () => {
    localStorage.setItem(
      'kirana.guestCart',
      JSON.stringify([
        { product: milk, quantity: 2 },
        { product: bread, quantity: 1 },
      ]),
    );
    renderWithStore(<CartContents />);

    // 2 × (100 − 10) + 49.50 = 229.50; before discounts 249.50.
    const bill = screen.getByRole('region', { name: 'Bill details' });
    expect(bill.textContent).toContain('Your total savings ₹20.00');
    expect(text('section s')).toBe('was ₹249.50');
    expect(bill.textContent).toContain('Quantity total3 items');
    expect(bill.textContent).toContain('Delivery ChargeFree');
    expect(bill.textContent).toContain('Grand total₹229.50');
    expect(screen.getByRole('button', { name: /Proceed/ }).textContent).toContain('₹229.50');
  });

  it('formats large totals the Indian way', () => {
    localStorage.setItem(
      'kirana.guestCart',
      JSON.stringify([{ product: product({ price: 125000, discount: 0, stock: 50 }), quantity: 20 }]),
    );
    renderWithStore(<CartContents />);
    expect(screen.getByRole('region', { name: 'Bill details' }).textContent).toContain('₹25,00,000.00');
  });

  it("asks a guest to log in instead of proceeding: 'Please Login'", async () => {
    localStorage.setItem('kirana.guestCart', JSON.stringify([{ product: milk, quantity: 1 }]));
    const { router } = renderWithStore(<CartContents />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Proceed/ }));
    expect(toast.error).toHaveBeenCalledWith('Please Login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a logged-in shopper to /checkout', async () => {
    stubApi(({ path }) =>
      path === '/api/cart/get' ? [{ _id: 'c1', productId: milk, quantity: 1, userId: 'u1' }] : null,
    );
    const { router } = renderWithStore(<CartContents />, { loggedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Proceed/ }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('says so when the cart is empty', () => {
    renderWithStore(<CartContents />);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });
});
