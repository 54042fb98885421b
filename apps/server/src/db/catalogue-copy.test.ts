import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories';
import { CatalogueCopy } from './catalogue-copy';
import { products } from './schema';

describe('a catalogue copy that follows products’ words', () => {
  let t: TestApp;
  let copy: CatalogueCopy<string>;
  const calls: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    copy = new CatalogueCopy(
      t.database,
      async () => {
        calls.push('read');
        return 'read';
      },
      async (_db, before) => {
        calls.push(`reread ${before}`);
        return `${before}+`;
      },
    );
    await copy.start();
  });
  afterAll(async () => {
    await copy.stop();
    await t.close();
  });

  it('reads again what a rename changes once heard, unasked', async () => {
    const [first, second] = [
      await createProduct(t.db, {}, { name: 'Copied Lentils' }),
      await createProduct(t.db, {}, { name: 'Copied Rice' }),
    ];
    // Read whole once the products are in (an insert is a catalogue change), and heard from then on.
    await vi.waitFor(async () => {
      calls.length = 0;
      expect(await copy.get()).toBe('read');
      expect(await copy.get()).toBe('read');
      expect(calls).toEqual(['read']);
    });
    calls.length = 0;
    await t.db.update(products).set({ name: 'Copied Red Lentils' }).where(eq(products.id, first.id));
    // Nothing asks for the copy: it is read again anyway.
    await vi.waitFor(() => expect(calls).toEqual(['reread read']), { timeout: 10_000 });
    expect(await copy.get()).toBe('read+');
    expect(calls).toEqual(['reread read']);
    // Two renames in one statement: read again (once when heard in one turn), and the copy then current.
    await t.db
      .update(products)
      .set({ description: 'Renamed together' })
      .where(inArray(products.id, [first.id, second.id]));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(1), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const rereads = calls.length;
      expect(await copy.get()).toBe(`read${'+'.repeat(rereads)}`);
      expect(calls).toHaveLength(rereads);
    });
  });
});
