import type { OrderEventDto } from '@kirana/shared/live';
import { orderStatuses } from '@kirana/shared/order';
import { z } from 'zod';

/** What a listening process hears: the event row as migration 0010's trigger announces it. */
const announced = z.object({
  id: z.number().int().positive(),
  orderId: z.string(),
  storeId: z.string(),
  userId: z.string(),
  riderId: z.string().nullable(),
  status: z.enum(orderStatuses),
  at: z.string(),
});

export function parseAnnouncement(payload: string): OrderEventDto | undefined {
  try {
    const parsed = announced.safeParse(JSON.parse(payload));
    return parsed.success ? { ...parsed.data, at: new Date(parsed.data.at).toISOString() } : undefined;
  } catch {
    return undefined;
  }
}

/** Whose events a subscriber may see (docs/product-rules.md "Roles"). */
export type EventScope =
  | { kind: 'all' }
  | { kind: 'stores'; storeIds: readonly string[] }
  | { kind: 'rider'; riderId: string }
  | { kind: 'shopper'; userId: string };

export function sees(scope: EventScope, event: OrderEventDto): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'stores':
      return scope.storeIds.includes(event.storeId);
    case 'rider':
      return event.riderId === scope.riderId;
    case 'shopper':
      return event.userId === scope.userId;
  }
}
