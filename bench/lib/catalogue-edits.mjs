// An admin editing products while reads are measured (`npm run bench -- --price-edits N --name-edits N`).
import pg from 'pg';

/** What one edit of a random product does, straight in the database. */
const EDITS = {
  // A rupee either way: what the product shows changes (migration 0021), not its words.
  price: `update products set price = price + case when price >= 1 and random() < 0.5 then -1 else 1 end
    where id = $1`,
  // A word added to its name, or taken off again: its words change (migration 0022), not its links.
  name: `update products set name = case when name like '% Edited' then left(name, -7) else name || ' Edited'
    end where id = $1`,
};

/**
 * Edits a random product's price or name (`kind`, EDITS) `perSecond` times a second, straight in the
 * database as any writer would (its triggers announce each change to every server): a store whose
 * products change while shoppers browse. PostgreSQL only (PGlite's database is the server's own); it
 * changes the database's products. `stop()` resolves with the edits made.
 */
export async function startEdits(databaseUrl, productIds, perSecond, kind) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let edits = 0;
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    const id = productIds[Math.floor(Math.random() * productIds.length)];
    pending = pending.then(() =>
      client.query(EDITS[kind], [id]).then(
        () => {
          edits++;
        },
        (error) => console.log(`  a ${kind} edit failed: ${error.message}`),
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
