import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

it('answers an unknown route with a 404 page inside the layout', () => {
  renderRoute('/no-such-page');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('contentinfo').textContent).toContain('All Rights Reserved 2024');
});
