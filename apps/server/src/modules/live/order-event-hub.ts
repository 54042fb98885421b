import type { OrderEventDto } from '@kirana/shared/live';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Unlisten } from '../../db/notifications';
import { parseAnnouncement } from './order-event';

export interface Subscriber {
  /** Whether this subscriber may see the event (checked before `deliver`). */
  sees(event: OrderEventDto): boolean;
  deliver(event: OrderEventDto): void;
  /** Events may have been missed (the listening connection dropped and is back): read them from the table. */
  resync(): void;
}

/**
 * The order events of every server process, fanned out to this process's live subscribers. Events reach it
 * through the database's notifications (migration 0010's trigger), so a change made by any process on any
 * machine reaches every subscriber; the events table is what a subscriber catches up from.
 */
export class OrderEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listenOrderEvents({
      onMessage: (payload) => {
        const event = parseAnnouncement(payload);
        if (!event) return void this.log.warn({ payload }, 'order event: unreadable announcement');
        for (const subscriber of this.subscribers) {
          if (subscriber.sees(event)) subscriber.deliver(event);
        }
      },
      onGap: (listening) => {
        if (listening) for (const subscriber of this.subscribers) subscriber.resync();
      },
    });
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
