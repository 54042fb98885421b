import type { LocationDto } from '@kirana/shared/store';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../features/catalogue/components/product-card';
import { envelope, product, renderRoutes, stubApi } from '../../test/catalogue-test-kit';
import { DeliveryNotice } from './delivery-notice';
import { HeaderLocation } from './header-location';

const located = (overrides: Partial<LocationDto>): LocationDto => ({
  chosen: true,
  pincode: '560034',
  latitude: 12.926,
  longitude: 77.622,
  label: '560034',
  addressId: null,
  served: true,
  reason: null,
  store: { _id: 's'.repeat(24), name: 'Koramangala' },
  etaMinutes: 7,
  ...overrides,
});

const screenOf = () => (
  <>
    <HeaderLocation />
    <DeliveryNotice />
    <ProductCard product={product({ name: 'Toned Milk' })} />
  </>
);

const answering = (location: LocationDto) =>
  stubApi(({ path }) => (path === '/api/location' ? envelope(location) : undefined));

afterEach(() => vi.unstubAllGlobals());

describe('the delivery location on every page', () => {
  it('promises the serving store’s minutes for the chosen place, and products can be added', async () => {
    answering(located({}));
    renderRoutes([{ path: '/', element: screenOf() }], '/');
    expect(
      await screen.findByRole('button', { name: 'Delivery in 7 minutes: 560034. Change location' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Toned Milk to cart' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for a place before one is chosen', async () => {
    answering(located({ chosen: false, label: '', etaMinutes: null }));
    renderRoutes([{ path: '/', element: screenOf() }], '/');
    expect(
      await screen.findByRole('button', { name: 'Deliver to: Choose your location. Change location' }),
    ).toBeTruthy();
  });

  it('where no store delivers, says so under the header and shows no add control', async () => {
    answering(
      located({
        pincode: '562102',
        label: '562102',
        served: false,
        reason: "Sorry, we don't deliver to 562102 yet",
        store: null,
        etaMinutes: null,
      }),
    );
    renderRoutes([{ path: '/', element: screenOf() }], '/');
    expect((await screen.findByRole('status')).textContent).toContain(
      "Sorry, we don't deliver to 562102 yet",
    );
    expect(screen.getByRole('button', { name: 'Not delivering here: 562102. Change location' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Toned Milk to cart' })).toBeNull();
  });
});
