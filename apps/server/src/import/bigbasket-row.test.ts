import { describe, expect, it } from 'vitest';
import { bigbasketRowSchema } from './bigbasket-row';

const row = {
  index: '1',
  product: 'Saffron',
  category: 'Gourmet',
  sub_category: 'Spices',
  sale_price: '90000',
  market_price: '100000',
};

describe('bigbasketRowSchema', () => {
  it("keeps prices within the store's cap", () => {
    expect(bigbasketRowSchema.safeParse(row).success).toBe(true);
    const tooDear = bigbasketRowSchema.safeParse({ ...row, market_price: '100000.50' });
    expect(tooDear.error?.issues[0]).toMatchObject({
      path: ['market_price'],
      message: 'must be at most 100000',
    });
  });
});
