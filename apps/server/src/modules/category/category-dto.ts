import type { CategoryDto } from '@kirana/shared/catalogue';
import type { categories } from '../../db/schema';

export const toCategoryDto = (row: typeof categories.$inferSelect): CategoryDto => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
