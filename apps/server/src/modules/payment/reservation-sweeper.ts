import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { releaseExpiredReservations } from './payment.service';

const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Releases card reservations whose session ran out even when the provider's expiry event never arrives.
 * Safe on several servers at once: each release locks its order and re-checks it.
 */
export async function reservationSweeper(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      releaseExpiredReservations({ db }).then(
        (released) => released && app.log.info({ released }, 'released expired card reservations'),
        (error: unknown) => app.log.error({ err: error }, 'reservation sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
