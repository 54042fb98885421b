import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

it('shows the rights notice and three labelled social links', () => {
  render(<SiteFooter />);
  expect(screen.getByText('All Rights Reserved 2024')).toBeTruthy();
  const labels = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
  expect(labels).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
});
