import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { product, renderWithStore } from '../../../test/cart-test-kit';
import { CartDrawer } from './cart-drawer';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        My Cart
      </button>
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    'kirana.guestCart',
    JSON.stringify([{ product: product({ name: 'Amul Milk' }), quantity: 1 }]),
  );
});

describe('CartDrawer', () => {
  it("is a dialog titled 'Cart' that keeps Tab inside and closes on Escape, giving focus back", async () => {
    const user = userEvent.setup();
    renderWithStore(<Opener />);
    const opener = screen.getByRole('button', { name: 'My Cart' });
    await user.click(opener);

    const drawer = screen.getByRole('dialog', { name: 'Cart' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(drawer);

    // From the last control, Tab wraps to the first one (the close button).
    screen.getByRole('button', { name: /Proceed/ }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close cart' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
