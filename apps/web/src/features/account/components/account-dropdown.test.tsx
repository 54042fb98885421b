import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession, testUser } from '../../../test/session-test-kit';
import { AccountDropdown } from './account-dropdown';

function renderDropdown() {
  const asha = testUser();
  renderWithSession([{ path: '*', element: <AccountDropdown user={asha} /> }], { user: asha });
}

const menu = () => screen.queryByRole('navigation', { name: 'My account' });

describe('AccountDropdown', () => {
  it("shows the user's initial and opens the account menu", async () => {
    const user = userEvent.setup();
    renderDropdown();
    expect(screen.getByRole('img', { name: 'Asha' }).textContent).toBe('A');
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The panel's code loads on first intent, so it appears a moment later.
    expect(await screen.findByRole('navigation', { name: 'My account' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    await screen.findByRole('navigation', { name: 'My account' });
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes once an item is chosen', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('link', { name: 'My Orders' }));
    expect(menu()).toBeNull();
  });
});
