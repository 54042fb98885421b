import { z } from 'zod';
import { pagingFields } from './paging';
import { MAX_PRICE } from './pricing';
import { MAX_SEARCH_LENGTH } from './search-limits';
import { idField, tooLong } from './text-fields';

/** Catalogue shapes on the wire (docs/api.md "Catalogue"). */

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

const name = z.string().trim().min(1, 'must not be empty').max(200, tooLong(200));
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const image = text(2000).min(1, 'must not be empty');

/** A number, or a numeric string from a form input. */
const numeric = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  // undefined keeps zod's wording, which the error handler turns into "<field> is required".
  z.number({ error: (issue) => (issue.input === undefined ? undefined : 'must be a number') }),
);

/** An id, or an object carrying `_id` (the old client sends whole category objects). */
const idRef = z.union([idField(), z.object({ _id: idField() }).transform((ref) => ref._id)]);
const idRefs = z.array(idRef).max(50, 'has too many entries');

export const idBody = z.object({ _id: idField() });

const categoryFields = { name, image };
export const categoryCreateBody = z.object(categoryFields);
export const categoryUpdateBody = idBody.extend(z.object(categoryFields).partial().shape);

const subCategoryFields = { name, image, category: idRefs.min(1, 'choose at least one category') };
export const subCategoryCreateBody = z.object(subCategoryFields);
export const subCategoryUpdateBody = idBody.extend(z.object(subCategoryFields).partial().shape);

/** The most units of a product one store may hold (a product's stock, a store's stock). */
export const MAX_STOCK = 1_000_000_000;

/** Why a typed stock figure can't be saved (the stock page, stock per store), or undefined when it can. */
export function stockFigureProblem(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return 'must be a whole number';
  if (value < 0 || value > MAX_STOCK) return `must be from 0 to ${MAX_STOCK}`;
  return undefined;
}

const productFields = {
  name,
  image: z.array(image).max(20, 'has too many images'),
  category: idRefs,
  subCategory: idRefs,
  unit: text(100),
  stock: numeric.pipe(z.number().int('must be a whole number').min(0, 'must be at least 0').max(MAX_STOCK)),
  // Whether the price after discount stays above 0 depends on both fields, and on update on the stored
  // values too: product.service.ts checks it.
  price: numeric.pipe(
    z
      .number()
      .gt(0, 'must be more than ₹0')
      .max(MAX_PRICE, `must be at most ₹${MAX_PRICE.toLocaleString('en-IN')}`),
  ),
  discount: numeric.pipe(z.number().min(0, 'must be at least 0').max(100, 'must be at most 100')),
  description: text(10_000),
  more_details: z
    .record(z.string().trim().min(1, 'names must not be empty').max(100, 'names are too long'), text(5000))
    .refine((details) => Object.keys(details).length <= 50, 'has too many fields'),
  /** Unpublished products are hidden from shoppers; admins still see and edit them. */
  publish: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'must be true or false' }),
  ),
};
export const productCreateBody = z.object({
  ...productFields,
  image: productFields.image.default([]),
  category: productFields.category.default([]),
  subCategory: productFields.subCategory.default([]),
  unit: productFields.unit.default(''),
  stock: productFields.stock.default(0),
  discount: productFields.discount.default(0),
  description: productFields.description.default(''),
  more_details: productFields.more_details.default({}),
  publish: productFields.publish.default(true),
});
/** Only the fields sent are written. */
export const productUpdateBody = idBody.extend(z.object(productFields).partial().shape);
export type ProductCreateBody = z.infer<typeof productCreateBody>;
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

/** A missing body is fine: the old client posts list calls without one. */
export const productListBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    ...pagingFields,
    search: z.string().max(MAX_SEARCH_LENGTH, tooLong(MAX_SEARCH_LENGTH)).optional(),
    /** Search the words as typed, without spelling correction ("Search instead for …"). */
    exact: z.boolean({ error: 'must be true or false' }).optional(),
  }),
);
export const productSearchBody = productListBody;
export const productsByCategoryBody = z.object({ id: idField() });
export const productsBySubCategoryBody = z.object({
  categoryId: idField(),
  subCategoryId: idField(),
  ...pagingFields,
});
export const productDetailsBody = z.object({ productId: idField() });

// Kept apart from the schemas so a browser can use it without loading zod.
export { thumbnailUrl } from './images';
