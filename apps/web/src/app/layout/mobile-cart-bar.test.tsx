import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { MobileCartBar } from './mobile-cart-bar';

const barWith = (count: number) => [{ path: '*', element: <MobileCartBar count={count} total={99} /> }];

describe('MobileCartBar', () => {
  it("links to /cart with 'View Cart' while the cart has items", () => {
    renderRoute('/', barWith(2));
    expect(screen.getByRole('link', { name: /View Cart/ }).getAttribute('href')).toBe('/cart');
  });

  it('is absent while the cart is empty', () => {
    renderRoute('/', barWith(0));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is absent on /checkout', () => {
    renderRoute('/checkout', barWith(2));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
