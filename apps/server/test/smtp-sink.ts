import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server keeping every message it receives, raw; it can be stopped and started on its port. */
export interface SmtpSink {
  url: string;
  messages: string[];
  /** SMTP sessions opened so far, delivered or not. */
  connections: number;
  /** Stops listening: mail to `url` then fails as with a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  let port = 0;
  const sink: SmtpSink = {
    url: '',
    messages: [],
    connections: 0,
    async start() {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onConnect(_session, callback) {
          sink.connections += 1;
          callback();
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            sink.messages.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, '127.0.0.1', resolve);
      });
      port = (next.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${port}`;
      server = next;
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
