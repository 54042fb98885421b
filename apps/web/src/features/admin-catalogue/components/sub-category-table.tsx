import type { SubCategoryDto } from '@kirana/shared/catalogue';
import { Pencil, Trash2 } from 'lucide-react';

interface SubCategoryTableProps {
  subCategories: SubCategoryDto[];
  onView: (subCategory: SubCategoryDto) => void;
  onEdit: (subCategory: SubCategoryDto) => void;
  onDelete: (subCategory: SubCategoryDto) => void;
}

const cell = 'border-b border-neutral-200 px-3 py-2';

/** Every sub category in one table, without pagination (docs/product-rules.md "Screens"). */
export function SubCategoryTable({ subCategories, onView, onEdit, onDelete }: SubCategoryTableProps) {
  return (
    // Scrolls sideways on phones rather than squeezing the columns.
    <div className="mt-4 overflow-x-auto rounded-xl border border-neutral-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-brand-soft">
          <tr>
            <th scope="col" className={`${cell} w-16`}>
              Sr.No
            </th>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Image
            </th>
            <th scope="col" className={cell}>
              Category
            </th>
            <th scope="col" className={`${cell} w-24`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {subCategories.map((subCategory, index) => (
            <tr key={subCategory._id}>
              <td className={cell}>{index + 1}</td>
              <td className={`${cell} font-medium`}>{subCategory.name}</td>
              <td className={cell}>
                <button
                  type="button"
                  onClick={() => onView(subCategory)}
                  aria-label={`View image of ${subCategory.name}`}
                  className="block rounded-md"
                >
                  <img
                    src={subCategory.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 object-contain"
                  />
                </button>
              </td>
              <td className={cell}>
                <ul className="flex flex-wrap gap-1">
                  {subCategory.category.map((category) => (
                    <li key={category._id} className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs">
                      {category.name}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={cell}>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => onEdit(subCategory)}
                    aria-label={`Edit ${subCategory.name}`}
                    className="rounded-full bg-brand-soft p-2 text-ink hover:bg-brand"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(subCategory)}
                    aria-label={`Delete ${subCategory.name}`}
                    className="rounded-full bg-neutral-100 p-2 text-ink hover:bg-neutral-200"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
