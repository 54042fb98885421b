import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressPage } from '../features/addresses/pages/address-page';
import { CategoryAdminPage } from '../features/admin-catalogue/pages/category-admin-page';
import { SubCategoryAdminPage } from '../features/admin-catalogue/pages/sub-category-admin-page';
import { SynonymAdminPage } from '../features/admin-catalogue/pages/synonym-admin-page';
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
  [
    'admin Category',
    <CategoryAdminPage key="p" />,
    'Something went wrong while fetching categories. Database unavailable',
    'ADMIN',
  ],
  [
    'admin Sub Category',
    <SubCategoryAdminPage key="p" />,
    'Something went wrong while fetching subcategories. Database unavailable',
    'ADMIN',
  ],
  [
    'admin Synonyms',
    <SynonymAdminPage key="p" />,
    'Something went wrong while fetching synonyms. Database unavailable',
    'ADMIN',
  ],
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

describe('admin Orders when a later page fails to load', () => {
  it("hides the pager rather than paging on the previous answer's total", async () => {
    const failingPages = new Set([2]);
    vi.stubGlobal('fetch', async (request: Request) => {
      const { page } = (await request.json()) as { page: number };
      return failingPages.has(page)
        ? Response.json({ success: false, error: true, message: 'Database unavailable' }, { status: 503 })
        : Response.json({ success: true, error: false, data: [], totalCount: 25, totalPage: 3 });
    });
    renderWithSession([{ path: '/', element: <AdminOrdersPage /> }], { user: testUser({ role: 'ADMIN' }) });
    expect(await screen.findByText('1/3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    failingPages.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2/3')).toBeTruthy();
  });
});
