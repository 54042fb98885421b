import { expect, it } from 'vitest';
import { getErrorMessage } from './api-error';

it("shows the server's message, or a generic one when there is none", () => {
  expect(
    getErrorMessage({ status: 409, data: { success: false, error: true, message: 'Already in cart' } }),
  ).toBe('Already in cart');
  expect(getErrorMessage({ status: 500, data: '<html>' })).toBe('Something went wrong. Please try again.');
  expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/reach the server/);
  expect(getErrorMessage({ name: 'Error', message: 'x is undefined' })).toBe(
    'Something went wrong. Please try again.',
  );
  expect(getErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
});
