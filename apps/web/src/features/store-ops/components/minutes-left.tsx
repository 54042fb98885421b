import { minutesUntil } from '../../../components/order/order-labels';

/**
 * Minutes left against the promised time: green while there is time, amber in the last two minutes, red
 * once late ("3 min late").
 */
export function MinutesLeft({ promisedAt, now }: { promisedAt: string | null; now: number }) {
  if (!promisedAt) return null;
  const left = minutesUntil(promisedAt, now);
  const tone =
    left < 0
      ? 'bg-red-100 text-red-800'
      : left <= 2
        ? 'bg-amber-100 text-amber-950'
        : 'bg-green-50 text-green-900';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone}`}>
      {left < 0 ? `${-left} min late` : `${left} min left`}
    </span>
  );
}
