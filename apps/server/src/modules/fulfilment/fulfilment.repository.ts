import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { categories, productCategories } from '../../db/schema';

/** Each product's first category by name: the aisle a picker finds it in. */
export async function aislesOf(db: Executor, productIds: readonly string[]): Promise<Record<string, string>> {
  if (productIds.length === 0) return {};
  const rows = await db
    .select({ productId: productCategories.productId, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, [...productIds]))
    .orderBy(asc(categories.name));
  const aisles: Record<string, string> = {};
  for (const row of rows) aisles[row.productId] ??= row.name;
  return aisles;
}

/**
 * A store's day since `since`: orders taken (not awaiting payment), delivered, the average minutes from
 * order to door (the delivered event), and late ones (delivered after, or still open past, their promise).
 */
export async function dayCounts(db: Executor, storeId: string, since: Date) {
  const [row] = await queryRows<{ orders: number; delivered: number; average: number | null; late: number }>(
    db,
    sql`select
          count(*) filter (where o.status <> 'pending_payment')::int as "orders",
          count(*) filter (where o.status = 'delivered')::int as "delivered",
          (avg(extract(epoch from d.at - o.created_at) / 60) filter (where d.at is not null))::float8 as "average",
          count(*) filter (
            where o.promised_at is not null and o.status not in ('cancelled', 'pending_payment')
              and coalesce(d.at, now()) > o.promised_at
          )::int as "late"
        from orders o
        left join lateral (
          select min(e.at) as at from order_events e where e.order_id = o.id and e.status = 'delivered'
        ) d on true
        where o.store_id = ${storeId} and o.created_at >= ${since.toISOString()}`,
  );
  return row ?? { orders: 0, delivered: 0, average: null, late: 0 };
}
