import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export interface Secrets {
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
}

/**
 * Configured secrets win; otherwise they are generated once into DATA_DIR so sessions survive restarts
 * of a local store without anyone having to invent a secret.
 */
export async function resolveSecrets(config: Config): Promise<Secrets> {
  if (config.jwtAccessSecret && config.jwtRefreshSecret) {
    return { jwtAccessSecret: config.jwtAccessSecret, jwtRefreshSecret: config.jwtRefreshSecret };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {
    // First start: nothing stored yet.
  }
  const secrets: Secrets = {
    jwtAccessSecret: config.jwtAccessSecret ?? stored.jwtAccessSecret ?? randomBytes(32).toString('hex'),
    jwtRefreshSecret: config.jwtRefreshSecret ?? stored.jwtRefreshSecret ?? randomBytes(32).toString('hex'),
  };
  if (
    secrets.jwtAccessSecret !== stored.jwtAccessSecret ||
    secrets.jwtRefreshSecret !== stored.jwtRefreshSecret
  ) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
