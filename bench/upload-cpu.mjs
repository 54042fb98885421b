// Sign-in latency while other accounts upload images in parallel loops: what one abuser's uploads cost
// everyone else. Prints the latency of sequential logins with no load, then under the upload loops.
//
//   npm run build -w @kirana/server && node bench/upload-cpu.mjs [--image bomb|large] [--loops 8]
//     [--accounts N] [--duration 15] [--pg] [--pg-url ...]
//
// bomb:  a ~750 KB PNG declaring 16000×16000 pixels (768 MB once decoded).
// large: a 6000×6000 PNG (36 megapixels, ~100 KB), just under the server's cap: accepted and decoded.
// The loops share --accounts accounts, round robin (default 12 per loop, so the per-user upload limit never
// stops them and the figures show the cost of the work the server accepts; --accounts 1 is one abuser).
// Logins rotate over accounts and forwarded addresses (TRUST_PROXY) so their own limits never count.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { crc32, createDeflate } from 'node:zlib';
import { assertBuilt, databaseOptions, freshDatabase, startServer } from './lib/server-process.mjs';

const { values: options } = parseArgs({
  options: {
    image: { type: 'string', default: 'bomb' },
    loops: { type: 'string', default: '8' },
    accounts: { type: 'string' },
    duration: { type: 'string', default: '15' },
    pg: { type: 'boolean', default: false },
    ...databaseOptions,
  },
});
const loops = Number(options.loops);
const durationMs = Number(options.duration) * 1000;
const accounts = Number(options.accounts ?? loops * 12);
const PASSWORD = 'bench-password-1';

function chunk(type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid black RGB PNG of `width`×`height`, deflated a row at a time (the bomb is 768 MB of pixels). */
async function png(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + width * 3);
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let address = 0;
/** A new client address for each call, so per-address limits never count the bench as one client. */
const forwarded = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function post(url, path, body, headers = {}) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

async function register(url) {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const body = { name: 'Bench', email, password: PASSWORD, confirmPassword: PASSWORD };
  const registered = await post(url, '/api/user/register', body);
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  return email;
}

async function login(url, email) {
  const started = performance.now();
  const res = await post(url, '/api/user/login', { email, password: PASSWORD });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.json)}`);
  return { ms, token: res.json.data.accesstoken };
}

function upload(url, token, image) {
  const form = new FormData();
  form.append('avatar', new Blob([image], { type: 'image/png' }), 'me.png');
  return fetch(`${url}/api/user/upload-avatar`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms) => `${Math.round(ms)}`.padStart(5);
  console.log(
    `  ${label.padEnd(28)} n=${String(sorted.length).padStart(4)}  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  max ${f(sorted.at(-1))} ms`,
  );
}

/** Sequential logins for `ms`, rotating over `emails`, each at most 4 times (the per-account limit is 10). */
async function sampleLogins(url, emails, ms) {
  const samples = [];
  const until = performance.now() + ms;
  for (let i = 0; performance.now() < until && i < emails.length * 4; i++) {
    samples.push((await login(url, emails[i % emails.length])).ms);
  }
  return samples;
}

assertBuilt();
const image = options.image === 'large' ? await png(6000, 6000) : await png(16000, 16000);
const database = await freshDatabase(options.pg ? options['pg-url'] : undefined);
const server = await startServer({ ...database.env, TRUST_PROXY: 'true' });
try {
  console.log(
    `${database.label}, image ${options.image} (${(image.length / 1024).toFixed(0)} KB), ${loops} upload loops over ${accounts} account(s), ${durationMs / 1000} s per phase, load ${loadavg()[0].toFixed(1)}`,
  );
  const victims = [];
  for (let i = 0; i < Math.ceil(durationMs / 1000) * 10; i++) victims.push(await register(server.url));
  const attackers = [];
  for (let i = 0; i < accounts; i++) {
    attackers.push((await login(server.url, await register(server.url))).token);
  }

  summary('logins, no uploads', await sampleLogins(server.url, victims, durationMs));

  let running = true;
  const statuses = new Map();
  const uploadMs = [];
  const loopsDone = Array.from({ length: loops }, async (_, loop) => {
    for (let i = 0; running; i++) {
      const token = attackers[(i * loops + loop) % accounts];
      const started = performance.now();
      const status = await upload(server.url, token, image).catch(() => 'error');
      uploadMs.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  summary(
    `logins, ${loops} upload loops`,
    await sampleLogins(server.url, victims.slice().reverse(), durationMs),
  );
  running = false;
  await Promise.all(loopsDone);
  summary('uploads', uploadMs);
  console.log(`  upload answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
} finally {
  await server.stop();
  await database.cleanup();
}
