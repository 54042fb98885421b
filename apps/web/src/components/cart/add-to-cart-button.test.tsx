import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, product, renderWithStore, stubApi } from '../../test/cart-test-kit';
import { AddToCartButton } from './add-to-cart-button';

const milk = product({ _id: 'p1', name: 'Amul Milk' });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddToCartButton as a guest', () => {
  it("shows 'Add', then a stepper kept in the browser; minus at 1 removes the item", async () => {
    const user = userEvent.setup();
    renderWithStore(<AddToCartButton product={milk} />);

    await user.click(screen.getByRole('button', { name: 'Add Amul Milk to cart' }));
    expect(toast.success).toHaveBeenCalledWith('Item added');
    expect(screen.getByRole('group', { name: 'Amul Milk in cart' }).textContent).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Amul Milk' }));
    expect(screen.getByRole('group').textContent).toBe('2');
    expect(JSON.parse(localStorage.getItem('kirana.guestCart') ?? '[]')[0].quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Amul Milk' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Amul Milk' }));
    expect(toast.success).toHaveBeenLastCalledWith('Item remove');
    expect(screen.getByRole('button', { name: 'Add Amul Milk to cart' })).toBeTruthy();
    expect(localStorage.getItem('kirana.guestCart')).toBeNull();
  });

  it('keeps keyboard focus on the control: Add hands it to plus, the last minus back to Add', async () => {
    const user = userEvent.setup();
    renderWithStore(<AddToCartButton product={milk} />);
    screen.getByRole('button', { name: 'Add Amul Milk to cart' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Increase quantity of Amul Milk' }),
    );
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Amul Milk to cart' }));
  });

  it('stops plus at the stock, and says why', async () => {
    const user = userEvent.setup();
    renderWithStore(<AddToCartButton product={product({ name: 'Paneer', stock: 1 })} />);
    await user.click(screen.getByRole('button', { name: /^Add/ }));
    const plus = screen.getByRole('button', { name: /^Increase/ });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    await user.click(plus);
    expect(toast.error).toHaveBeenCalledWith('Only 1 of Paneer left in stock');
    expect(screen.getByRole('group').textContent).toBe('1');
  });

  it('stops plus at 20, the most of one product, and says so', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'kirana.guestCart',
      JSON.stringify([{ product: product({ _id: 'p9', name: 'Eggs', stock: 90 }), quantity: 20 }]),
    );
    renderWithStore(<AddToCartButton product={product({ _id: 'p9', name: 'Eggs', stock: 90 })} />);
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Eggs' }));
    expect(toast.error).toHaveBeenCalledWith('You can buy at most 20 of Eggs');
    expect(screen.getByRole('group').textContent).toBe('20');
  });
});

describe('AddToCartButton when logged in', () => {
  it('creates, sends qty + 1, and deletes at 1 through the cart API', async () => {
    let cart: { _id: string; productId: typeof milk; quantity: number; userId: string }[] = [];
    const calls = stubApi(({ method, path, body }: Call) => {
      const b = body as { _id: string; qty: number };
      if (path === '/api/cart/create') {
        cart = [{ _id: 'c1', productId: milk, quantity: 1, userId: 'u1' }];
        return cart[0];
      }
      if (path === '/api/cart/update-qty') cart = cart.map((i) => ({ ...i, quantity: b.qty }));
      if (method === 'DELETE') cart = [];
      return path === '/api/cart/get' ? cart : null;
    });
    const user = userEvent.setup();
    renderWithStore(<AddToCartButton product={milk} />, { loggedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Add Amul Milk to cart' }));
    await waitFor(() => expect(screen.getByRole('group').textContent).toBe('1'));
    expect(toast.success).toHaveBeenCalledWith('Item added');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Amul Milk' }));
    await waitFor(() => expect(screen.getByRole('group').textContent).toBe('2'));
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/cart/update-qty',
      body: { _id: 'c1', qty: 2 },
    });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Amul Milk' }));
    await waitFor(() => expect(screen.getByRole('group').textContent).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Amul Milk' }));
    await screen.findByRole('button', { name: 'Add Amul Milk to cart' });
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/api/cart/delete-cart-item',
      body: { _id: 'c1' },
    });
    expect(toast.success).toHaveBeenLastCalledWith('Item remove');
  });
});
