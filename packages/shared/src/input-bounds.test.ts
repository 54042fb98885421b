import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressFields } from './address';
import { cartMergeBody } from './cart';
import { productCreateBody, subCategoryCreateBody } from './catalogue';
import { placeOrderBody } from './order';
import { loginBody } from './user';

/** "field: message", as the API's error handler and the address form word it. */
function firstIssue(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return `${issue!.path.join('.')}: ${issue!.message}`;
}

const address = {
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile: '9876543210',
};

describe('every free-text field of a request has a cap the form shows in words', () => {
  it('address fields', () => {
    expect(firstIssue(addressFields, address)).toBeUndefined();
    expect(firstIssue(addressFields, { ...address, address_line: 'x'.repeat(250) })).toBeUndefined();
    expect(firstIssue(addressFields, { ...address, address_line: 'x'.repeat(251) })).toBe(
      'address_line: must be at most 250 characters',
    );
    expect(firstIssue(addressFields, { ...address, city: 'x'.repeat(101) })).toBe(
      'city: must be at most 100 characters',
    );
  });

  it('order and cart bodies', () => {
    const id = 'f'.repeat(24);
    const longId = 'f'.repeat(65);
    expect(firstIssue(placeOrderBody, { addressId: id, list_items: [{ productId: id, quantity: 1 }] })).toBe(
      undefined,
    );
    expect(firstIssue(placeOrderBody, { addressId: longId })).toBe(
      'addressId: must be at most 64 characters',
    );
    expect(
      firstIssue(placeOrderBody, {
        addressId: id,
        list_items: [{ productId: { _id: longId }, quantity: 1 }],
      }),
    ).toMatch(/^list_items\.0\.productId/);
    const items = Array.from({ length: 101 }, () => ({ productId: id, quantity: 1 }));
    expect(firstIssue(cartMergeBody, { items })).toBe('items: must list at most 100 products');
  });

  it('catalogue bodies and prices', () => {
    expect(
      firstIssue(subCategoryCreateBody, { name: 'Milk', image: '/a.webp', category: ['f'.repeat(65)] }),
    ).toBe('category.0: must be at most 64 characters');
    expect(firstIssue(productCreateBody, { name: 'Milk', price: 100_001 })).toBe(
      'price: must be at most ₹1,00,000',
    );
    expect(firstIssue(productCreateBody, { name: 'Milk', price: 0 })).toBe('price: must be more than ₹0');
  });

  it('sign-in fields', () => {
    expect(firstIssue(loginBody, { email: 'a@example.com', password: 'x'.repeat(129) })).toBe(
      'password: must be at most 128 characters',
    );
  });
});
