import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../../test/cart-test-kit';
import { ProductAdminCard } from './product-admin-card';

describe('ProductAdminCard', () => {
  it('marks an unpublished product, and only that', () => {
    const { rerender } = render(
      <ProductAdminCard product={product({ publish: false })} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('Unpublished')).toBeTruthy();
    rerender(<ProductAdminCard product={product({ publish: true })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByText('Unpublished')).toBeNull();
  });
});
