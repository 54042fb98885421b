import type { SubCategoryDto } from '@kirana/shared/catalogue';
import { listingPath } from '@kirana/shared/slugs';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';

interface SubCategorySidebarProps {
  category: { _id: string; name: string };
  subCategories: SubCategoryDto[] | undefined;
  currentId: string;
}

/** The category's sub categories, each linking to its listing; the current one highlighted. */
export function SubCategorySidebar({ category, subCategories, currentId }: SubCategorySidebarProps) {
  return (
    <nav aria-label={`${category.name || 'Category'} sub categories`} className="h-full">
      <ul className="flex flex-col">
        {subCategories
          ? subCategories.map((sub) => {
              const current = sub._id === currentId;
              return (
                <li key={sub._id}>
                  <Link
                    to={listingPath(category, sub)}
                    aria-current={current ? 'page' : undefined}
                    className={`flex flex-col items-center gap-1 border-l-4 px-1 py-2 text-center text-[11px] leading-tight md:flex-row md:gap-3 md:px-3 md:text-left md:text-sm ${
                      current
                        ? 'border-buy bg-green-50 font-semibold'
                        : 'border-transparent hover:bg-neutral-50'
                    }`}
                  >
                    <img
                      src={sub.image}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-lg bg-neutral-100 object-cover"
                    />
                    <span>{sub.name}</span>
                  </Link>
                </li>
              );
            })
          : Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} aria-hidden="true" className="flex flex-col items-center gap-1 p-2 md:flex-row">
                <Skeleton className="size-12 shrink-0" />
                <Skeleton className="h-3 w-full" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
