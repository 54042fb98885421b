import { z } from 'zod';
import type { ProductDto } from './catalogue';

// Kept apart from the schemas so a browser can use it without loading zod.
export { MAX_QUANTITY_PER_PRODUCT } from './cart-limits';

export const cartCreateBody = z.object({ productId: z.string().trim().min(1) });
export const cartUpdateQtyBody = z.object({ _id: z.string().trim().min(1), qty: z.number().int().min(1) });
export const cartDeleteBody = z.object({ _id: z.string().trim().min(1) });

/** The guest cart kept in the browser, merged into the server cart at login. */
export const cartMergeBody = z.object({
  items: z
    .array(z.object({ productId: z.string().trim().min(1), quantity: z.number().int().min(1) }))
    .max(100),
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
