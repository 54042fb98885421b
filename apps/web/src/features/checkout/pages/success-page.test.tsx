import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';

describe('SuccessPage', () => {
  it("says 'Payment Successfully' when no text is carried over", async () => {
    renderRoute('/success');
    // The page's code is split from the app's: it renders once loaded.
    expect(await screen.findByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });

  it('uses the text from navigation state', async () => {
    renderRoute({ pathname: '/success', state: { text: 'Order' } });
    expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
  });
});

describe('CancelPage', () => {
  it("says 'Order Cancel' with a way home", async () => {
    renderRoute('/cancel');
    expect(await screen.findByRole('heading', { name: 'Order Cancel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });
});
