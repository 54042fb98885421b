import { z } from 'zod';
import { MAX_CART_LINES } from './cart-limits';
import type { ProductDto } from './catalogue';
import { idField } from './text-fields';

// Kept apart from the schemas so a browser can use it without loading zod.
export { MAX_CART_LINES, MAX_QUANTITY_PER_PRODUCT } from './cart-limits';

export const cartCreateBody = z.object({ productId: idField() });
export const cartUpdateQtyBody = z.object({ _id: idField(), qty: z.number().int().min(1) });
export const cartDeleteBody = z.object({ _id: idField() });

/** The guest cart kept in the browser, merged into the server cart at login. */
export const cartMergeBody = z.object({
  items: z
    .array(z.object({ productId: idField(), quantity: z.number().int().min(1) }))
    .max(MAX_CART_LINES, `must list at most ${MAX_CART_LINES} products`),
});
export type CartMergeBody = z.infer<typeof cartMergeBody>;

export interface CartItemDto {
  _id: string;
  productId: ProductDto;
  quantity: number;
  userId: string;
  createdAt: string;
  updatedAt: string;
}
