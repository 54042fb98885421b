import type { FastifyInstance } from 'fastify';
import { releaseExpiredReservations } from '../order/order-payment.service';
import { refundOwedOrders } from '../order/order-refund.service';
import type { PaymentContext } from './payment.service';

const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Each minute: releases card reservations whose session ran out even when the provider's expiry event
 * never arrives, and retries refunds still owed. Safe on several servers at once: each release locks its
 * order and re-checks it, and a refund is idempotent per order at the provider.
 */
export async function reservationSweeper(
  app: FastifyInstance,
  { ctx }: { ctx: PaymentContext },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    releaseExpiredReservations(ctx).then(
      (released) => released && app.log.info({ released }, 'released expired card reservations'),
      (error: unknown) => app.log.error({ err: error }, 'reservation sweep failed'),
    );
    refundOwedOrders(ctx).then(
      (refunded) => refunded && app.log.info({ refunded }, 'refunded card payments of cancelled orders'),
      (error: unknown) => app.log.error({ err: error }, 'refund sweep failed'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
