import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from './product-price';

const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');

describe('ProductPrice', () => {
  it('shows the price after discount, the struck-through price and the discount', () => {
    const { container } = render(<ProductPrice price={100} discount={10} showDiscount />);
    // price − ceil(price × discount / 100): 100 − 10
    expect(text(container.querySelector('span'))).toBe('₹90.00');
    expect(text(container.querySelector('s'))).toBe('was ₹100.00');
    expect(screen.getByText('10% Discount')).toBeTruthy();
  });

  it('rounds the discount up to whole rupees, as the shared rule says', () => {
    const { container } = render(<ProductPrice price={99} discount={5} />);
    expect(text(container.querySelector('span'))).toBe('₹94.00');
  });

  it('leaves out the struck-through price and the discount when there is none', () => {
    const { container } = render(<ProductPrice price={45.5} discount={0} showDiscount />);
    expect(text(container)).toBe('₹45.50');
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/Discount/)).toBeNull();
  });

  it('names the discount only where asked (the product page, not cards)', () => {
    render(<ProductPrice price={200} discount={25} />);
    expect(screen.queryByText('25% Discount')).toBeNull();
  });
});
