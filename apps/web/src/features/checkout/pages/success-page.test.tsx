import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';

describe('SuccessPage', () => {
  it("says 'Payment Successfully' when no text is carried over", () => {
    renderRoute('/success');
    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });

  it('uses the text from navigation state', () => {
    renderRoute({ pathname: '/success', state: { text: 'Order' } });
    expect(screen.getByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
  });
});

describe('CancelPage', () => {
  it("says 'Order Cancel' with a way home", () => {
    renderRoute('/cancel');
    expect(screen.getByRole('heading', { name: 'Order Cancel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });
});
