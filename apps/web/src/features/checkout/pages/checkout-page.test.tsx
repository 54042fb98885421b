import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, renderWithStore, stubApi } from '../../../test/cart-test-kit';
import { CheckoutPage } from './checkout-page';

const address = {
  _id: 'a1',
  userId: 'u1',
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile: '9876543210',
  status: true,
};

/** The checkout of a shopper with one line in the cart and one address; `card` is what the server offers. */
function renderCheckout(card: boolean, quantity = 1) {
  stubApi(({ path }) => {
    if (path === '/api/cart/get') return [{ _id: 'c1', productId: product({}), quantity, userId: 'u1' }];
    if (path === '/api/address/get') return [address];
    if (path === '/api/payment/methods') return { card, cashOnDelivery: true };
    return null;
  });
  renderWithStore(<CheckoutPage />, { loggedIn: true });
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage summary', () => {
  it('lists the items: image, name, pack size and quantity, and the line price after discount', async () => {
    renderCheckout(true, 3);
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    const [line] = within(items).getAllByRole('listitem');
    expect(line?.textContent).toContain('Amul Milk');
    expect(line?.textContent).toContain('500 ml × 3');
    // ₹100 less 10% is ₹90; three of them.
    expect(line?.textContent).toContain('₹270');
    expect(line?.querySelector('img')?.getAttribute('src')).toContain('milk');
  });
});

describe('CheckoutPage payment choices', () => {
  it('offers Online Payment when the store takes cards', async () => {
    renderCheckout(true);
    const online = await screen.findByRole('button', { name: 'Online Payment' });
    await vi.waitFor(() => expect(online.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Cash on Delivery' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no button that can only fail when the store takes no cards, and says so', async () => {
    renderCheckout(false);
    expect(
      await screen.findByText('Card payment is not available right now, please pay cash on delivery.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Online Payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash on Delivery' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('CheckoutPage delivery per address', () => {
  it('shows each address’s delivery time, greys out one we do not deliver to, and picks a served one', async () => {
    const far = { ...address, _id: 'a0', address_line: '1 Far Farm Road', pincode: '562102' };
    stubApi(({ path }) => {
      if (path === '/api/cart/get') return [{ _id: 'c1', productId: product({}), quantity: 1, userId: 'u1' }];
      if (path === '/api/address/get') return [far, address];
      if (path === '/api/payment/methods') return { card: false, cashOnDelivery: true };
      if (path === '/api/location/addresses') {
        return [
          {
            addressId: 'a0',
            served: false,
            reason: "Sorry, we don't deliver to 562102 yet",
            storeName: null,
            etaMinutes: null,
          },
          { addressId: 'a1', served: true, reason: null, storeName: 'MG Road', etaMinutes: 8 },
        ];
      }
      return null;
    });
    renderWithStore(<CheckoutPage />, { loggedIn: true });

    const near = await screen.findByRole('radio', { name: /12 MG Road/ });
    await vi.waitFor(() => expect((near as HTMLInputElement).checked).toBe(true));
    const unserved = screen.getByRole('radio', { name: /1 Far Farm Road/ });
    expect(unserved.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("Sorry, we don't deliver to 562102 yet")).toBeTruthy();
    expect(screen.getByText('Delivery in 8 minutes')).toBeTruthy();
  });
});
