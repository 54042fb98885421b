import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import type { ProductRow } from '../../db/product-columns';

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
