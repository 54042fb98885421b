import type { OrderEventDto } from '@kirana/shared/live';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { memberStoreIds } from '../store/store-members.service';
import { eventsAfter } from './live.repository';
import type { EventScope } from './order-event';
import { sees } from './order-event';
import type { OrderEventHub } from './order-event-hub';

/** At most this many missed events are replayed at once; a client further behind refetches its lists. */
export const MAX_REPLAY = 500;

/** Whose events a user may follow: admins all, staff their stores', riders theirs, shoppers their own. */
export async function scopeOf(db: Executor, user: AuthUser): Promise<EventScope> {
  switch (user.role) {
    case 'ADMIN':
      return { kind: 'all' };
    case 'STORE_STAFF':
      return { kind: 'stores', storeIds: await memberStoreIds(db, user.id) };
    case 'RIDER':
      return { kind: 'rider', riderId: user.id };
    default:
      return { kind: 'shopper', userId: user.id };
  }
}

/**
 * One live client: what it missed since `lastEventId` first, then every new event in its scope, each once
 * and in id order. Subscribes before reading the missed ones, so nothing falls between the two; after a gap
 * in the notifications it reads the table again from the last event it sent.
 */
export async function follow(
  ctx: { db: Executor; hub: OrderEventHub },
  scope: EventScope,
  lastEventId: number,
  send: (event: OrderEventDto) => void,
): Promise<() => void> {
  let lastSent = lastEventId;
  let waiting: OrderEventDto[] | undefined = [];
  const emit = (event: OrderEventDto) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    send(event);
  };
  const catchUp = async () => {
    for (const event of await eventsAfter(ctx.db, scope, lastSent, MAX_REPLAY)) emit(event);
  };
  const unsubscribe = ctx.hub.subscribe({
    sees: (event) => sees(scope, event),
    deliver: (event) => (waiting ? waiting.push(event) : emit(event)),
    resync: () => void catchUp().catch(() => {}),
  });
  try {
    if (lastEventId > 0) await catchUp();
  } finally {
    const heard = waiting;
    waiting = undefined;
    for (const event of heard.sort((a, b) => a.id - b.id)) emit(event);
  }
  return unsubscribe;
}
