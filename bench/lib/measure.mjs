// Runs autocannon for a scenario and for the ceiling route at the same response size, and prints the table.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * `headers`: added to every request of the scenario (`accept-encoding`, to be answered as a browser is);
 * `amount`: so many requests, whatever they take, instead of `duration` seconds.
 */
export async function load(url, scenario, { duration, amount, connections, headers }) {
  let connection = 0;
  const withHeaders = (request) => ({ ...request, headers: { ...request.headers, ...headers } });
  const result = await autocannon({
    url,
    ...(amount ? { amount } : { duration }),
    connections: scenario.connections ?? connections,
    setupClient: (client) => {
      const requests = scenario.requestsFor(connection++);
      client.setRequests(headers ? requests.map(withHeaders) : requests);
    },
  });
  const completed = result.requests.total || 1;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / completed),
    connections: scenario.connections ?? connections,
  };
}

/** Status line and headers of the ceiling route, to size its body so the whole response matches. */
function ceilingHeaderBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/api/bench/ceiling?bytes=1000`, (response) => {
        response.resume();
        const headers = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
        resolve(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + headers + 2);
      })
      .on('error', reject);
  });
}

export async function loadCeiling(url, bytesPerResponse, options, connections) {
  const headerBytes = await ceilingHeaderBytes(url);
  const bytes = Math.max(64, bytesPerResponse - headerBytes);
  const path = `/api/bench/ceiling?bytes=${bytes}`;
  // The cheapest answer of those bytes: sent as they are, never compressed.
  return load(
    url,
    { connections, requestsFor: () => [{ method: 'GET', path }] },
    { ...options, headers: undefined },
  );
}

const pad = (value, width, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width);

export function printTable(title, rows) {
  const header = [
    'endpoint',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'resp B',
    'ceiling req/s',
    'ceiling p99',
    'ratio',
    'server µs',
    'cache hits',
  ];
  const widths = [30, 5, 8, 7, 7, 7, 7, 13, 11, 6, 9, 10];
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i], i === 0)).join('  ');
  console.log(`\n${title}\n${line(header)}`);
  for (const { name, result, ceiling } of rows) {
    if (!result) {
      console.log(line([name, '', 'n/a', '', '', '', '', '', '', '', '', '']));
      continue;
    }
    console.log(
      line([
        name,
        result.connections,
        Math.round(result.rps),
        result.p50,
        result.p99,
        result.errors,
        result.bytesPerResponse,
        Math.round(ceiling.rps),
        ceiling.p99,
        (result.rps / ceiling.rps).toFixed(2),
        result.serverMicros === undefined ? '' : Math.round(result.serverMicros),
        result.cacheHits === undefined ? '' : `${Math.round(result.cacheHits * 100)}%`,
      ]),
    );
  }
}
