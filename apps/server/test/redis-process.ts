import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './server-process';

export interface RedisProcess {
  port: number;
  stop(): void;
}

/**
 * A private redis-server on a port the OS said was free, keeping nothing on disk. The port can still be taken
 * between asking and binding (other tests open connections all the time), so a server that exits before it is
 * ready is started again on another port; what it printed is in the error if none comes up.
 */
export async function startRedis(attempts = 5, readyWithinMs = 30_000): Promise<RedisProcess> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = await freePort();
    const child = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    let output = '';
    const ready = new Promise<boolean>((resolve) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve(true);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      once(child, 'exit').then(
        () => resolve(false),
        () => resolve(false),
      );
      child.on('error', (error) => {
        output += String(error);
        resolve(false);
      });
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), readyWithinMs);
    });
    const up = await Promise.race([ready, timedOut]);
    clearTimeout(timer);
    if (up) return { port, stop: () => child.kill() };
    child.kill('SIGKILL');
    failures.push(`port ${port}: ${output.trim() || 'no output'}`);
  }
  throw new Error(`redis-server did not start:\n${failures.join('\n')}`);
}
