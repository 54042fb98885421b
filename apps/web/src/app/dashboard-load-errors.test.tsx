import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressPage } from '../features/addresses/pages/address-page';
import { AdminOrdersPage } from '../features/admin-orders/pages/admin-orders-page';
import { MyOrdersPage } from '../features/orders/pages/my-orders-page';
import { renderWithSession, testUser } from '../test/session-test-kit';

afterEach(() => vi.unstubAllGlobals());

/** Every request fails until `heal()`; then each answers an empty list. */
function failingApi() {
  let failing = true;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    return failing
      ? Response.json({ success: false, error: true, message: 'Database unavailable' }, { status: 503 })
      : Response.json({ success: true, error: false, data: [], totalCount: 0, totalPage: 0 });
  });
  return { calls, heal: () => (failing = false) };
}

describe.each<[string, ReactNode, string, 'USER' | 'ADMIN']>([
  ['My Orders', <MyOrdersPage key="p" />, 'Your orders could not be loaded.', 'USER'],
  ['Address', <AddressPage key="p" />, 'Your addresses could not be loaded.', 'USER'],
  ['admin Orders', <AdminOrdersPage key="p" />, 'The orders could not be loaded.', 'ADMIN'],
])('%s when its list fails to load', (_name, page, message, role) => {
  it('says so with a way to try again, instead of an empty list', async () => {
    const api = failingApi();
    renderWithSession([{ path: '/', element: page }], { user: testUser({ role }) });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    const before = api.calls.length;
    api.heal();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading');
    await vi.waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(api.calls.length).toBeGreaterThan(before);
  });
});
