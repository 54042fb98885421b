import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import type { ProductRow } from '../../db/product-columns';
import type { CategoryJson, ProductWithLinksRow } from './product-read.repository';

/** JSON timestamps carry microseconds and an offset; the API shows what Date.toISOString() does. */
const isoTimestamps = <T extends CategoryJson>(json: T): T => ({
  ...json,
  createdAt: new Date(json.createdAt).toISOString(),
  updatedAt: new Date(json.updatedAt).toISOString(),
});

export function productWithLinksDto(row: ProductWithLinksRow): ProductDto {
  return toProductDto(row, row.category.map(isoTimestamps), row.subCategory.map(isoTimestamps));
}

export function toProductDto(
  row: ProductRow,
  category: CategoryDto[],
  subCategory: SubCategoryDto[],
): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    image: row.images,
    category,
    subCategory,
    unit: row.unit,
    stock: row.stock,
    price: row.price,
    discount: row.discount,
    description: row.description,
    more_details: row.moreDetails,
    publish: row.publish,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
