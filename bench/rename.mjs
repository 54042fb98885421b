// `npm run bench:rename -- [--existing <postgres url>] [--renames 30] [--pause 30] [--cache off|on] [--pin]
// [--edit name|publish|add|remove]`: what renaming a product (or, `--edit publish`, unpublishing or
// publishing it again; `--edit add`, adding one; `--edit remove`, deleting one) costs the shoppers
// searching just after. Starts the built server on a PostgreSQL database (a fresh
// one with the BigBasket CSV imported, or `--existing`, filled beforehand), reads its search indexes, then
// `--renames` times: adds a word to a random product's name straight in the database (or takes it off
// again; or turns its publishing over; or adds a copy of it, a word added to its name, with its links, in
// one transaction; or deletes such a copy, added before the edit and the indexes current again), as an
// admin or an import would, waits `--pause` ms (the change
// heard), and times a shopper's `/api/product/get` search (a long-tail query), the search after it, and how
// long until the postings index and then the suggestion index are current again (searches and suggestions
// ask the database meanwhile). Searches with no edit before them are timed first, as the baseline. One
// shopper at a time: latency, not throughput. The cache is off by default (an answer it kept says nothing of
// the search). Names and publishing are put back, and products added deleted, at the end. Prints figures and ratios; never passes or
// fails on time. `npm run build` first.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { call, indexRead } from './lib/api-client.mjs';
import { publishedProductIds } from './lib/catalogue-ids.mjs';
import { longTailQueries } from './lib/long-tail-queries.mjs';
import {
  assertBuilt,
  databaseOptions,
  existingDatabase,
  freshDatabase,
  pinCores,
  runCli,
  startServer,
} from './lib/server-process.mjs';

const { values } = parseArgs({
  options: {
    ...databaseOptions,
    existing: { type: 'string' },
    renames: { type: 'string', default: '30' },
    pause: { type: 'string', default: '30' },
    cache: { type: 'string', default: 'off' },
    pin: { type: 'boolean', default: false },
    edit: { type: 'string', default: 'name' },
  },
});
const renames = Number(values.renames);
const pause = Number(values.pause);
if (!Number.isInteger(renames) || renames < 1 || renames > 1000) throw new Error('--renames is 1 to 1000');
if (!(pause >= 0 && pause <= 10_000)) throw new Error('--pause is 0 to 10000 ms');
if (!['on', 'off'].includes(values.cache)) throw new Error('--cache is on or off');
/** How long an edit may leave an index behind before the run says so and goes on. */
const INDEX_WAIT_MS = 120_000;
/** Each edit undoes itself when made again. */
const EDITS = {
  // The same word catalogue-edits.mjs adds (bench `--name-edits`), so either leaves names as they were.
  name: `update products set name = case when name like '% Edited' then left(name, -7)
    else name || ' Edited' end where id = $1`,
  publish: 'update products set publish = not publish where id = $1',
};
/** `--edit add`: a copy of the product, as an admin adds one (the product, then its links), its id returned. */
const ADD = [
  `insert into products (id, name, images, unit, stock, price, discount, description, more_details)
    select lpad(to_hex(extract(epoch from now())::bigint), 8, '0') || substr(md5(random()::text), 1, 16),
      name || ' Added', images, unit, stock, price, discount, description, more_details
    from products where id = $1 returning id`,
  `insert into product_categories (product_id, category_id)
    select $2, category_id from product_categories where product_id = $1`,
  `insert into product_sub_categories (product_id, sub_category_id)
    select $2, sub_category_id from product_sub_categories where product_id = $1`,
];
const EDIT = EDITS[values.edit];
if (!EDIT && !['add', 'remove'].includes(values.edit))
  throw new Error('--edit is name, publish, add or remove');
const edited = {
  name: 'a rename',
  publish: 'a publish flip',
  add: 'a product added',
  remove: 'a product deleted',
}[values.edit];

assertBuilt();
const pinned = values.pin ? pinCores(1) : null;
const queries = longTailQueries(values.csv);
const database = values.existing ? existingDatabase(values.existing) : await freshDatabase(values['pg-url']);
const editCounts = new Map();
const added = [];
let client;
try {
  if (!values.existing) await runCli('import', [values.csv], database.env);
  const productIds = await publishedProductIds(database.env);
  const server = await startServer(
    { ...database.env, CATALOGUE_CACHE_MB: values.cache === 'on' ? '' : '0' },
    { cpus: pinned?.server },
  );
  client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    console.log(
      `Kirana rename bench (${values.edit}): ${productIds.length} published products, cache ${values.cache}` +
        (pinned ? `, server on core ${pinned.server}` : ''),
    );
    for (const index of ['postings', 'suggestions']) {
      const waited = await indexRead(server.url, index);
      if (typeof waited !== 'number') throw new Error(`the ${index} index is not kept: nothing to measure`);
    }
    const pick = (items) => items[Math.floor(Math.random() * items.length)];
    const search = async () => {
      const started = performance.now();
      const answer = await call(server.url, 'POST', '/api/product/get', {
        search: pick(queries),
        page: 1,
        limit: 12,
      });
      if (answer.status !== 200) throw new Error(`a search answered ${answer.status}`);
      return performance.now() - started;
    };
    // Warm: a new process compiles its hot paths during its first requests.
    for (let i = 0; i < 300; i++) await search();
    const baseline = [];
    for (let i = 0; i < renames; i++) baseline.push(await search());
    const first = [];
    const next = [];
    const back = { postings: [], suggestions: [] };
    for (let round = 0; round < renames; round++) {
      const id = pick(productIds);
      if (EDIT) {
        await client.query(EDIT, [id]);
        editCounts.set(id, (editCounts.get(id) ?? 0) + 1);
      } else if (values.edit === 'add') await add(id);
      else {
        // A copy to delete, the indexes current again after it before the delete is timed.
        const copy = await add(id);
        const since = performance.now();
        for (const index of ['postings', 'suggestions']) await indexCurrent(server.url, index, since);
        await client.query('delete from products where id = $1', [copy]);
        added.splice(added.indexOf(copy), 1);
      }
      const changed = performance.now();
      await sleep(pause);
      first.push(await search());
      next.push(await search());
      for (const index of ['postings', 'suggestions']) {
        back[index].push(await indexCurrent(server.url, index, changed));
      }
    }
    console.log('');
    console.log('ms, one shopper at a time                 median      p90      max   median / no edit');
    const base = median(baseline);
    for (const [label, times] of [
      ['search, no edit before it', baseline],
      [`first search ${pause} ms after ${edited}`, first],
      ['the search after that', next],
    ]) {
      console.log(
        label.padEnd(44) +
          [median(times), quantile(times, 0.9), Math.max(...times)].map(format).join('') +
          (median(times) / base).toFixed(2).padStart(9),
      );
    }
    for (const [index, times] of Object.entries(back)) {
      const name = index === 'postings' ? 'postings index' : 'suggestion index';
      const current = times.filter((ms) => ms !== undefined);
      const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        current.length === 0
          ? `${name}: not current within ${INDEX_WAIT_MS / 1000} s of any edit`
          : `${name} current again after ${edited}: median ${seconds(median(current))}, ` +
              `max ${seconds(Math.max(...current))} (${renames - current.length} not within ${INDEX_WAIT_MS / 1000} s)`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  // Each product edited an odd number of times is edited once more: its name or publishing as it was.
  for (const [id, times] of editCounts) if (times % 2 === 1) await client?.query(EDIT, [id]);
  if (added.length > 0) await client?.query('delete from products where id = any($1)', [added]);
  await client?.end();
  await database.cleanup();
}

/** Adds a copy of product `id` with its links, in one transaction (`ADD`); returns the copy's id. */
async function add(id) {
  await client.query('begin');
  try {
    const { rows } = await client.query(ADD[0], [id]);
    const copy = rows[0].id;
    added.push(copy);
    for (const links of ADD.slice(1)) await client.query(links, [id, copy]);
    await client.query('commit');
    return copy;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Ms from `since` until the server's `index` ('postings' or 'suggestions') is current again, asking a
 * search or a suggestion meanwhile (an index is read again when one asks for it).
 */
async function indexCurrent(url, index, since) {
  while (performance.now() - since < INDEX_WAIT_MS) {
    if (index === 'postings')
      await call(url, 'POST', '/api/product/get', { search: 'milk', page: 1, limit: 12 });
    else await call(url, 'POST', '/api/product/suggest', { q: 'milk' });
    const indexes = (await call(url, 'GET', '/api/bench/search-indexes')).json;
    if (indexes?.[index]) return performance.now() - since;
    await sleep(50);
  }
  return undefined;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values) {
  return quantile(values, 0.5);
}

function format(ms) {
  return ms.toFixed(1).padStart(9);
}
