import { z } from 'zod';

/** Every error answer of the API (docs/api.md "General"). */
export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.literal(true),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** `{ success: true, error: false, message?, data }` around a payload schema. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    error: z.literal(false),
    message: z.string().optional(),
    data,
  });

export interface SuccessEnvelope<T> {
  success: true;
  error: false;
  message?: string;
  data: T;
}
