import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { SiteHeader } from './site-header';

const headerWith = (count: number, total: number) => [
  { path: '*', element: <SiteHeader cart={{ count, total, originalTotal: total }} /> },
];

describe('SiteHeader', () => {
  it("shows 'My Cart' while the cart is empty", () => {
    renderRoute('/', headerWith(0, 0));
    expect(screen.getByRole('link', { name: 'My Cart' }).getAttribute('href')).toBe('/cart');
    // The desktop button and the phone's person icon (CSS picks one).
    const logins = screen.getAllByRole('link', { name: 'Login' });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
    expect(screen.getByRole('link', { name: 'Kirana home' }).getAttribute('href')).toBe('/');
  });

  it('shows the item count and total once the cart has items', () => {
    renderRoute('/', headerWith(3, 245.5));
    const cart = screen.getByRole('link', { name: /3 Items/ });
    expect(cart.textContent).toContain('₹245.50');
    expect(screen.queryByText('My Cart')).toBeNull();
  });
});
