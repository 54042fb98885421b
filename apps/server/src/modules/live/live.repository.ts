import type { OrderEventDto } from '@kirana/shared/live';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { EventScope } from './order-event';

const inScope = (scope: EventScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'stores':
      return scope.storeIds.length > 0 ? inArray(orderEvents.storeId, [...scope.storeIds]) : sql`false`;
    case 'rider':
      return eq(orderEvents.riderId, scope.riderId);
    case 'shopper':
      return eq(orderEvents.userId, scope.userId);
  }
};

/** The scope's events after `afterId`, oldest first: what a reconnecting client missed. */
export async function eventsAfter(
  db: Executor,
  scope: EventScope,
  afterId: number,
  limit: number,
): Promise<OrderEventDto[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(gt(orderEvents.id, afterId), inScope(scope)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderEventDto['status'],
    at: row.at.toISOString(),
  }));
}
