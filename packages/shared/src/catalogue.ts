/** Catalogue shapes on the wire (CONTRACT.md "Catalogue"). */

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface CategoryDto extends Timestamps {
  _id: string;
  name: string;
  image: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
  image: string;
}

export interface SubCategoryDto extends Timestamps {
  _id: string;
  name: string;
  image: string;
  category: CategoryRef[];
}

export interface ProductDto extends Timestamps {
  _id: string;
  name: string;
  image: string[];
  category: CategoryDto[];
  subCategory: SubCategoryDto[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
}

/* Request bodies. The old client sends numbers from form inputs as strings and references as whole
   objects, so both are accepted; unknown keys are dropped (zod's default), never written. */

import { z } from 'zod';

export const PAGE_LIMIT_MAX = 100;

const name = z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(200, 'is too long');
const imageUrl = z.string().trim().max(2000, 'is too long');
const text = (max: number) => z.string().trim().max(max, 'is too long');

/** A number, or a numeric string from a form input. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
    .transform(Number),
]);

/** An id, or an object carrying `_id` (the old client sends the whole category). */
export const idRef = z.union([
  z.string().trim().min(1, 'must not be empty'),
  z.object({ _id: z.string().trim().min(1, 'must not be empty') }).transform((ref) => ref._id),
]);

const idBody = z.object({ _id: z.string({ error: 'is required' }).trim().min(1, 'must not be empty') });
export const deleteBody = idBody;

export const categoryCreateBody = z.object({ name, image: imageUrl.min(1, 'is required') });
export const categoryUpdateBody = idBody.extend(categoryCreateBody.partial().shape);

export const subCategoryCreateBody = z.object({
  name,
  image: imageUrl.min(1, 'is required'),
  category: z.array(idRef).min(1, 'choose at least one category').max(50, 'has too many entries'),
});
export const subCategoryUpdateBody = idBody.extend(subCategoryCreateBody.partial().shape);

export const productCreateBody = z.object({
  name,
  image: z.array(imageUrl.min(1, 'must not be empty')).max(20, 'has too many images').default([]),
  category: z.array(idRef).max(50, 'has too many entries').default([]),
  subCategory: z.array(idRef).max(50, 'has too many entries').default([]),
  unit: text(100).default(''),
  stock: numeric.pipe(z.number().int('must be a whole number').min(0, 'must be at least 0').max(1_000_000_000)).default(0),
  price: numeric.pipe(z.number().min(0, 'must be at least 0').max(9_999_999_999, 'is too large')),
  discount: numeric.pipe(z.number().min(0, 'must be at least 0').max(100, 'must be at most 100')).default(0),
  description: text(10_000).default(''),
  more_details: z
    .record(z.string().trim().min(1, 'field names must not be empty').max(100), z.string().max(5000, 'is too long'))
    .refine((details) => Object.keys(details).length <= 50, 'has too many fields')
    .default({}),
});
/** Every field optional; `.partial()` also drops the defaults so an update writes only what was sent. */
export const productUpdateBody = idBody.extend(
  Object.fromEntries(
    Object.entries(productCreateBody.shape).map(([key, schema]) => [key, schema.unwrap?.() ?? schema]),
  ) as never,
);

const page = numeric.pipe(z.number().int().min(1)).catch(1);
const limit = (fallback: number) => numeric.pipe(z.number().int().min(1)).catch(fallback).transform((value) => Math.min(value, PAGE_LIMIT_MAX));

export const productListBody = z
  .object({ page: page.default(1), limit: limit(10).default(10), search: z.string().catch('').default('') })
  .default({ page: 1, limit: 10, search: '' });
