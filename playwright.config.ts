import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server mails through this port; the password-recovery journey listens on it with a real SMTP sink. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const admin = { email: 'admin@kirana.test', password: 'admin-password-e2e' };
const dataDir = path.resolve('.e2e-data', String(port));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    // A fresh store per run: new data folder (and a fresh database, see scripts/test.mjs), demo catalogue seeded.
    command: `rm -rf "${dataDir}" && node apps/server/dist/main.js`,
    // Ready when this run's own server prints its banner, which it does once it listens. Not a `url`:
    // Playwright would accept any server answering it, and one that binds the port between Playwright's
    // check and ours (another checkout's e2e run) made our server exit with EADDRINUSE and the tests run
    // against that stranger — '404' for /search from a server without the built web, seen as a flake.
    // Now a taken port fails the run at once (Playwright reports the server's exit).
    wait: { stdout: /Kirana is running on/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // Playwright is the proxy: a journey that needs its own rate-limit bucket (it logs in after many
      // others did from this machine) says which client it is with X-Forwarded-For, as a real one would.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      WEB_DIR: process.env.E2E_WEB_DIR ?? '',
    },
  },
});
