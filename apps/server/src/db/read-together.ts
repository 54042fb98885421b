import DataLoader from 'dataloader';

/** The most keys one statement reads: a bound on a burst, not a size to wait for. */
const MOST_AT_ONCE = 100;

/**
 * Reads by key asked for in the same turn of the event loop, made by one call of `read` (one statement),
 * each caller given its own value; `read` answers the keys in their order. Under load fifty shoppers'
 * reads at once were fifty statements queued for ten connections: the pool's queue, a round trip each and
 * PostgreSQL's own cost of a statement were half of the server's time a product's details and two thirds
 * of the database's (decision 0023). The turn ends before the batch is read (`setImmediate`), so a lone
 * read waits for nothing. Keys asked more than once in a turn (`keyOf` says which are the same; the key
 * itself by default) are read once; nothing is remembered past the turn: a key asked after its batch left
 * is read again, so every read sees what was written before it was asked.
 */
export function readTogether<Key, Value>(
  read: (keys: readonly Key[]) => Promise<Value[]>,
  keyOf?: (key: Key) => unknown,
) {
  const loader: DataLoader<Key, Value, unknown> = new DataLoader(
    (keys) => {
      loader.clearAll();
      return read(keys);
    },
    { maxBatchSize: MOST_AT_ONCE, batchScheduleFn: (run) => setImmediate(run), cacheKeyFn: keyOf },
  );
  return loader;
}
