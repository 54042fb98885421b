import type { PaymentEvent } from '../../adapters/payments/payment-provider';
import type { Executor } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** False when the event was seen before: the unique (provider, event id) makes a replay a no-op. */
export async function recordEvent(
  tx: Executor,
  event: PaymentEvent,
  orderId: string | undefined,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.id,
      type: event.type,
      orderId,
      payload: event.payload,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
