import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import type { ProductInput } from '../api/product-admin-api';

/** What the product form edits; numbers stay text until sent, so a field may be empty meanwhile. */
export interface ProductFormValues {
  name: string;
  description: string;
  image: string[];
  category: CategoryDto[];
  subCategory: SubCategoryDto[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  more_details: Record<string, string>;
  publish: boolean;
}

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  stock: '',
  price: '',
  discount: '',
  more_details: {},
  publish: true,
});

export const productToForm = (product: ProductDto): ProductFormValues => ({
  name: product.name,
  description: product.description,
  image: product.image,
  category: product.category,
  subCategory: product.subCategory,
  unit: product.unit,
  stock: String(product.stock),
  price: String(product.price),
  discount: String(product.discount),
  more_details: product.more_details ?? {},
  publish: product.publish,
});

export const formToInput = (values: ProductFormValues): ProductInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  image: values.image,
  category: values.category.map((c) => c._id),
  subCategory: values.subCategory.map((s) => s._id),
  unit: values.unit.trim(),
  stock: Number(values.stock),
  price: Number(values.price),
  discount: Number(values.discount),
  more_details: values.more_details,
  publish: values.publish,
});
