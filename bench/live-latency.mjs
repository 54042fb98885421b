// `npm run bench:live [-- --orders 60] [--pg] [--workers 2]`: how long an order's change takes to reach
// another client's live stream (docs/performance.md "Live order events"). Starts the built server on a fresh
// database with the demo catalogue, opens a shopper's stream, then moves orders along their lifecycle as an
// admin (placed → confirmed → packed → out for delivery → delivered) and times each change from the moment
// its request is sent to the moment its event arrives on the stream. With --pg and --workers 2 the change
// and the stream are usually served by different processes, so the time includes NOTIFY between them.
// Prints p50/p90/p99/max; never passes or fails on the numbers.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { call, shoppers } from './lib/api-client.mjs';
import { assertBuilt, databaseOptions, freshDatabase, startServer } from './lib/server-process.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '60' },
    pg: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    ...databaseOptions,
  },
});
assertBuilt();

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const database = await freshDatabase(values.pg ? values['pg-url'] : undefined);
const server = await startServer({
  ...database.env,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  WEB_CONCURRENCY: values.pg ? values.workers : '1',
});

/** A live stream read as an EventSource would; `next(match)` resolves at the first event matching. */
async function openStream(url, token) {
  const response = await fetch(`${url}/api/live/orders`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const waiting = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data || !block.includes('event: order')) continue;
        const event = JSON.parse(data.slice(6));
        const at = performance.now();
        for (const entry of waiting.splice(0)) {
          if (entry.match(event)) entry.resolve(at);
          else waiting.push(entry);
        }
      }
    }
  })().catch(() => {});
  return {
    next: (match) => new Promise((resolve) => waiting.push({ match, resolve })),
    close: () => reader.cancel(),
  };
}

try {
  const login = await call(server.url, 'POST', '/api/user/login', admin);
  const adminToken = login.json.data.accesstoken;
  const [shopper] = await shoppers(server.url, 1);
  const listed = await call(server.url, 'POST', '/api/product/get', { page: 1, limit: 100 });
  const product = listed.json.data.find((candidate) => candidate.stock >= Number(values.orders));
  if (!product) throw new Error('no demo product has enough stock for that many orders');
  const stream = await openStream(server.url, shopper.token);

  const samples = [];
  for (let i = 0; i < Number(values.orders); i++) {
    await call(server.url, 'POST', '/api/cart/create', { productId: product._id }, shopper.token);
    const placedEvent = stream.next((event) => event.status === 'placed');
    const placed = await call(
      server.url,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId: shopper.addressId },
      shopper.token,
    );
    if (placed.status !== 200) throw new Error(`ordering answered ${placed.status}: ${placed.json?.message}`);
    // Placing is a whole checkout, not a change to time: only waited for.
    await placedEvent;
    const orderId = placed.json.data[0]._id;
    for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
      const heard = stream.next((event) => event.orderId === orderId && event.status === status);
      const start = performance.now();
      const moved = await call(
        server.url,
        'PUT',
        '/api/order/admin/status',
        { _id: orderId, status },
        adminToken,
      );
      if (moved.status !== 200) throw new Error(`moving answered ${moved.status}: ${moved.json?.message}`);
      samples.push((await heard) - start);
    }
  }
  await stream.close();

  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  const label = values.pg ? `PostgreSQL, ${values.workers} worker(s)` : 'PGlite';
  console.log(
    `Live order events (${label}): ${samples.length} changes, request sent → event on another client's stream`,
  );
  console.log(
    `  p50 ${at(0.5)} ms · p90 ${at(0.9)} ms · p99 ${at(0.99)} ms · max ${samples.at(-1).toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  await database.cleanup();
}
