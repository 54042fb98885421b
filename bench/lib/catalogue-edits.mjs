// An admin repricing products while reads are measured (`npm run bench -- --price-edits N`).
import pg from 'pg';

/**
 * Moves a random product's price by a rupee, either way, `perSecond` times a second, straight in the
 * database as any writer would (its triggers announce each change to every server): a store whose prices
 * move while shoppers browse. PostgreSQL only (PGlite's database is the server's own); it changes the
 * database's prices. `stop()` resolves with the edits made.
 */
export async function startPriceEdits(databaseUrl, productIds, perSecond) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let edits = 0;
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    const id = productIds[Math.floor(Math.random() * productIds.length)];
    pending = pending.then(() =>
      client
        .query(
          `update products set price = price + case when price >= 1 and random() < 0.5 then -1 else 1 end
            where id = $1`,
          [id],
        )
        .then(
          () => {
            edits++;
          },
          (error) => console.log(`  a price edit failed: ${error.message}`),
        ),
    );
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
      await client.end();
      return edits;
    },
  };
}
