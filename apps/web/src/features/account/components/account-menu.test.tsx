import type { PublicUser } from '@kirana/shared/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, testUser } from '../../../test/session-test-kit';
import { AccountMenu } from './account-menu';

function renderMenuFor(role: PublicUser['role']) {
  renderWithSession([{ path: '*', element: <AccountMenu /> }], { user: testUser({ role }) });
  return screen.getByRole('navigation', { name: 'My account' });
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AccountMenu', () => {
  it("lists the admin pages first and marks the name '(Admin)' for admins", () => {
    const menu = renderMenuFor('ADMIN');
    expect(menu.textContent).toContain('Asha (Admin)');
    const names = itemNames(menu);
    // Other admin pages (e.g. Orders) may follow Product; the shopper's pages always come last.
    expect(names.slice(0, 4)).toEqual(['Category', 'Sub Category', 'Upload Product', 'Product']);
    expect(names.slice(-3)).toEqual(['My Orders', 'Save Address', 'Log Out']);
    expect(within(menu).getByRole('link', { name: 'Category' }).getAttribute('href')).toBe(
      '/dashboard/category',
    );
  });

  it('shows a shopper only their own pages', () => {
    const menu = renderMenuFor('USER');
    expect(menu.textContent).not.toContain('(Admin)');
    expect(itemNames(menu)).toEqual(['My Orders', 'Save Address', 'Log Out']);
  });
});
