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
