// `npm run bench:scaling [-- --workers 1,2] [--duration 8] [--rounds 2]`: WEB_CONCURRENCY's throughput
// on PostgreSQL. Imports the BigBasket CSV into a fresh database, then for each worker count (alternating,
// `--rounds` times) starts the built server and loads the ceiling route and a cached product details
// read with wrk (`apt-get install wrk`). wrk is written in C and needs a fraction of a core where
// autocannon needs most of one, which leaves the workers the cores to show scaling on a small machine.
// Prints requests/s per run and the ratio to one worker; never passes or fails on the numbers.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { call } from './lib/api-client.mjs';
import { assertBuilt, databaseOptions, freshDatabase, runCli, startServer } from './lib/server-process.mjs';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '1,2' },
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    ...databaseOptions,
  },
});
const workerCounts = values.workers.split(',').map(Number);

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if (error.code === 'ENOENT') throw new Error('wrk is missing: apt-get install wrk');
}
assertBuilt();

/** Requests/s of one wrk run; a non-2xx answer makes the figure meaningless, so it stops the bench. */
function wrk(url, script) {
  const args = [
    '-t1',
    `-c${values.connections}`,
    `-d${values.duration}s`,
    ...(script ? ['-s', script] : []),
    url,
  ];
  const output = execFileSync('wrk', args, { encoding: 'utf8' });
  if (/Non-2xx/.test(output)) throw new Error(`wrk got errors from ${url}:\n${output}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]);
}

const database = await freshDatabase(values['pg-url']);
try {
  await runCli('import', [values.csv], database.env);
  console.log(`WEB_CONCURRENCY on PostgreSQL; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  const results = new Map(workerCounts.map((count) => [count, { ceiling: [], details: [] }]));
  const script = path.join(os.tmpdir(), 'kirana-bench-details.lua');
  let scriptWritten = false;
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const count of workerCounts) {
      const server = await startServer({ ...database.env, WEB_CONCURRENCY: String(count) });
      try {
        if (!scriptWritten) {
          // One product for the whole run: the database does not change between servers.
          const listed = await call(server.url, 'POST', '/api/product/get', { page: 1, limit: 1 });
          await writeFile(
            script,
            `wrk.method = "POST"\nwrk.headers["content-type"] = "application/json"\n` +
              `wrk.body = '${JSON.stringify({ productId: listed.json.data[0]._id })}'\n`,
          );
          scriptWritten = true;
        }
        const ceiling = wrk(`${server.url}/api/bench/ceiling?bytes=1500`);
        const details = wrk(`${server.url}/api/product/get-product-details`, script);
        results.get(count).ceiling.push(ceiling);
        results.get(count).details.push(details);
        console.log(
          `  ${count} worker(s): ceiling ${Math.round(ceiling)} req/s, details ${Math.round(details)} req/s`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const base = results.get(workerCounts[0]);
  console.log('\nworkers   ceiling req/s   ratio   details (cached) req/s   ratio');
  for (const [count, { ceiling, details }] of results) {
    console.log(
      `${String(count).padStart(7)}   ${String(Math.round(mean(ceiling))).padStart(13)}   ${(mean(ceiling) / mean(base.ceiling)).toFixed(2).padStart(5)}   ` +
        `${String(Math.round(mean(details))).padStart(22)}   ${(mean(details) / mean(base.details)).toFixed(2).padStart(5)}`,
    );
  }
} finally {
  await database.cleanup();
}
