import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleValue } from '../test/prometheus-text';
import { freePort, killAll, poll, startServer } from '../test/server-process';

afterEach(killAll);

// The real entry point, as `npm start` runs it (on the embedded database): start-up errors, health, and a
// clean SIGTERM.
describe('main', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const run = startServer({ PORT: 'eighty' });
    const [code] = await run.exited;
    expect(code).toBe(1);
    expect(run.output()).toContain('PORT');
  }, 30_000);

  it('serves /api/health in one process whatever WEB_CONCURRENCY says, then stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-main-'));
    const port = await freePort();
    const metricsPort = await freePort();
    // A DATA_DIR that does not exist yet, as on a fresh clone.
    const run = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
    });
    try {
      const health = await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect(health).toMatchObject({ success: true, data: { database: 'up' } });
      // METRICS_PORT: this process's metrics on their own port, not on the public one.
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const healthy = { route: '/api/health', method: 'GET', status_code: '200' };
      expect(sampleValue(metrics, 'kirana_http_request_duration_seconds_count', healthy)).toBeGreaterThan(0);
      expect(
        sampleValue(metrics, 'kirana_db_query_duration_seconds_count', { pool: 'embedded' }),
      ).toBeGreaterThan(0);
      expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).not.toContain('kirana_');
      await expect.poll(run.output).toContain(`Metrics: http://127.0.0.1:${metricsPort}/metrics`);
      expect(run.output()).toMatch(/Admin: admin@kirana\.local \/ password \S+/);
      expect(run.output()).toContain(
        'WEB_CONCURRENCY=2 ignored: the embedded PGlite database lives in one process',
      );
      expect(childrenOf(run.child.pid!)).toEqual([]);
      run.child.kill('SIGTERM');
      const [code] = await run.exited;
      expect(code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to hand admin rights to an account registered before ADMIN_EMAIL named it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-admin-'));
    const port = await freePort();
    const base = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    const api = (route: string, body: object) =>
      fetch(`http://127.0.0.1:${port}/api/user/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const victim = {
      name: 'Squatter',
      email: 'boss@shop.example',
      password: 'squatter-pass',
      confirmPassword: 'squatter-pass',
    };
    try {
      const first = startServer(base);
      await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect((await api('register', victim)).status).toBe(201);
      first.child.kill('SIGTERM');
      await first.exited;

      const refused = startServer({ ...base, ADMIN_EMAIL: victim.email });
      const [code] = await refused.exited;
      expect(code).toBe(1);
      expect(refused.output()).toContain(`npm run admin -- --email ${victim.email}`);

      const taken = startServer({ ...base, ADMIN_EMAIL: victim.email, ADMIN_PASSWORD: 'operator-password' });
      await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect(taken.output()).toContain('its password was replaced and its sessions ended');
      expect((await api('login', { email: victim.email, password: victim.password })).status).toBe(400);
      expect((await api('login', { email: victim.email, password: 'operator-password' })).status).toBe(200);
      taken.child.kill('SIGTERM');
      await taken.exited;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  // In CI DATABASE_URL is always set; a local run without PostgreSQL has nothing to fork onto.
  it.runIf(process.env.DATABASE_URL)(
    'runs WEB_CONCURRENCY workers on PostgreSQL, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-cluster-'));
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/kirana_cluster_${process.pid}`;
      const port = await freePort();
      const metricsPort = await freePort();
      await withAdmin((admin) => admin.query(`create database ${url.pathname.slice(1)}`));
      const run = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        METRICS_PORT: String(metricsPort),
      });
      try {
        await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
        await expect.poll(() => run.output(), { timeout: 30_000 }).toContain('2 worker processes');
        const workers = childrenOf(run.child.pid!);
        expect(workers).toHaveLength(2);

        // The primary serves METRICS_PORT with every worker's metrics summed: two pools of 10 each.
        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(sampleValue(metrics, 'kirana_db_pool_max_connections', { pool: 'main' })).toBe(20);
        expect(sampleValue(metrics, 'kirana_mail_outbox_depth')).toBe(0);
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

        process.kill(workers[0]!, 'SIGKILL');
        await expect
          .poll(() => childrenOf(run.child.pid!).filter((pid) => pid !== workers[0]), { timeout: 30_000 })
          .toHaveLength(2);
        await poll(`http://127.0.0.1:${port}/api/health`, 30_000);

        run.child.kill('SIGTERM');
        const [code] = await run.exited;
        expect(code).toBe(0);
        expect(workers.slice(1).filter(isAlive)).toEqual([]);
      } finally {
        await withAdmin((admin) =>
          admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`),
        );
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe('main: metrics', () => {
  it.runIf(process.env.DATABASE_URL)(
    'answers the public /metrics (METRICS_TOKEN alone) with the whole cluster, whichever worker takes it',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-cluster-metrics-'));
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/kirana_cluster_metrics_${process.pid}`;
      const port = await freePort();
      const token = 'metrics-token-0123456789';
      await withAdmin((admin) => admin.query(`create database ${url.pathname.slice(1)}`));
      const run = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN: token,
      });
      try {
        await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
        await expect.poll(() => run.output(), { timeout: 30_000 }).toContain('2 worker processes');
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.status).toBe(200);
          expect(sampleValue(await res.text(), 'kirana_db_pool_max_connections', { pool: 'main' })).toBe(20);
        }
        run.child.kill('SIGTERM');
        const [code] = await run.exited;
        expect(code).toBe(0);
      } finally {
        await withAdmin((admin) =>
          admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`),
        );
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** Child process ids, from Linux's /proc. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withAdmin(run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
