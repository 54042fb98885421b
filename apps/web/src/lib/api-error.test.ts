import { describe, expect, it } from 'vitest';
import { getErrorMessage, inWords } from './api-error';

describe('inWords', () => {
  it.each([
    ['name: must not be empty', 'Name must not be empty'],
    ['address_line: must be at most 250 characters', 'Address line must be at most 250 characters'],
    ['terms.1: must be letters, digits and spaces only', 'Terms must be letters, digits and spaces only'],
    ['price: must be more than ₹0', 'Price must be more than ₹0'],
    ['Please login to continue', 'Please login to continue'],
    ['“curd” is already in the group dahi, curd', '“curd” is already in the group dahi, curd'],
  ])('%s → %s', (message, words) => {
    expect(inWords(message)).toBe(words);
  });

  it('is what a failed call shows', () => {
    expect(getErrorMessage({ status: 400, data: { message: 'mobile: must be 10 digits' } })).toBe(
      'Mobile must be 10 digits',
    );
  });
});
