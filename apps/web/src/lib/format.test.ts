import { expect, it } from 'vitest';
import { formatInr } from './format';

it('formats rupees the Indian way', () => {
  expect(formatInr(123456.5)).toBe('₹1,23,456.50');
  expect(formatInr(0)).toBe('₹0.00');
});
