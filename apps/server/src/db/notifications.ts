import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the catalogue triggers announce changes on (migration 0003). */
export const CATALOGUE_CHANNEL = 'catalogue_changes';
/** The channel every order event is announced on, with the event as JSON (migration 0010). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface ChannelListener {
  onMessage(payload: string): void;
  /** Messages may have been missed (the listening connection dropped); called again once it is back. */
  onGap(listening: boolean): void;
}

export type Unlisten = () => Promise<void>;

/** Reconnecting waits 0.5 s, then twice as long each time, up to 30 s, with jitter (many processes, one server). */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
const reconnectDelay = (attempt: number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

export const LISTENER_NAME = 'kirana-catalogue-listener';

/** The server process of a connection, from its BackendKeyData (set by pg, missing from its types). */
const backendPid = (client: pg.ClientBase): number | undefined =>
  (client as pg.ClientBase & { processID?: number | null }).processID ?? undefined;

/**
 * PostgreSQL: every pooled connection LISTENs, because a session receives its own notifications before its
 * COMMIT returns; so a change made through this process is heard before the request that made it answers.
 * Each connection acts only on its own (the other copies of a change reach every listening session, later);
 * other processes' changes are heard by one dedicated connection (listenDedicated), which skips ours.
 */
export function pooledListening(deliver: (payload: string) => void) {
  const own = new Set<number>();
  return {
    /** The pool's onConnect hook: the connection is handed out only once it listens. */
    onConnect: async (client: pg.ClientBase) => {
      const pid = backendPid(client);
      if (pid !== undefined) own.add(pid);
      client.on('notification', (message) => {
        if (message.channel === CATALOGUE_CHANNEL && message.processId === pid)
          deliver(message.payload ?? '');
      });
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
    },
    /** For the pool's 'remove' event. */
    forget: (client: pg.ClientBase) => {
      const pid = backendPid(client);
      if (pid !== undefined) own.delete(pid);
    },
    isOwn: (backendPid: number) => own.has(backendPid),
  };
}

/** One connection that only listens, reconnecting (and reporting the gap) whenever it drops. */
export async function listenDedicated(
  url: string,
  listener: ChannelListener,
  isOwn: (backendPid: number) => boolean,
  channel = CATALOGUE_CHANNEL,
): Promise<Unlisten> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async () => {
    // Named, so that operators (and the tests) can tell it apart in pg_stat_activity.
    const name = channel === CATALOGUE_CHANNEL ? LISTENER_NAME : `kirana-${channel}-listener`;
    const next = new pg.Client({ connectionString: url, application_name: name });
    next.on('notification', (message) => {
      if (message.channel === channel && !isOwn(message.processId)) listener.onMessage(message.payload ?? '');
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    attempt = 0;
    listener.onGap(true);
  };
  const dropped = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    listener.onGap(false);
    scheduleReconnect();
  };
  const scheduleReconnect = () => {
    retry = setTimeout(
      () => connect().catch(() => !closed && scheduleReconnect()),
      reconnectDelay(attempt++),
    );
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * One listening connection for all of a process's listeners of a channel (the catalogue cache, the
 * categories and the search vocabulary all follow catalogue changes): `open` makes it for the first,
 * the last to stop closes it. A listener is told it can hear (onGap(true)) once it can, and of every gap.
 */
export function sharedListening(open: (listener: ChannelListener) => Promise<Unlisten>) {
  const listeners = new Set<ChannelListener>();
  let hearing = false;
  let opened: Promise<Unlisten> | undefined;
  const everyone: ChannelListener = {
    onMessage: (payload) => {
      for (const listener of listeners) listener.onMessage(payload);
    },
    onGap: (listening) => {
      hearing = listening;
      for (const listener of listeners) listener.onGap(listening);
    },
  };
  const listen = async (listener: ChannelListener): Promise<Unlisten> => {
    const first = opened === undefined;
    const opening = opened ?? open(everyone);
    opened = opening;
    let close: Unlisten;
    try {
      close = await opening;
    } catch (error) {
      if (first && opened === opening) opened = undefined;
      throw error;
    }
    // The last listener stopped (and closed it) while this one waited: open again.
    if (opened !== opening) return listen(listener);
    listeners.add(listener);
    if (hearing) listener.onGap(true);
    return async () => {
      if (!listeners.delete(listener) || listeners.size > 0 || opened !== opening) return;
      opened = undefined;
      hearing = false;
      await close();
    };
  };
  return listen;
}

/**
 * PGlite is one connection in this process: its notifications arrive before the writing query returns.
 * LISTEN goes through the pool (`run`), as every statement must: PGlite's own listen() would run it beside
 * a statement the pool is halfway through sending (db/pglite-pool.ts). Listening stays on for the session
 * (other listeners share the channel); stopping only stops hearing.
 */
export async function listenPglite(
  client: PGlite,
  run: (statement: string) => Promise<unknown>,
  listener: ChannelListener,
  channel = CATALOGUE_CHANNEL,
): Promise<Unlisten> {
  const stop = client.onNotification((heard, payload) => {
    if (heard === channel) listener.onMessage(payload);
  });
  try {
    await run(`listen ${channel}`);
  } catch (error) {
    stop();
    throw error;
  }
  listener.onGap(true);
  return async () => stop();
}
