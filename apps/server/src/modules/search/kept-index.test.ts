import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { CatalogueVersion } from '../../db/catalogue-version';
import { KeptIndex } from './kept-index';

describe('an index kept in memory', () => {
  let t: TestApp;
  let catalogue: CatalogueVersion;

  beforeAll(async () => {
    t = await buildTestApp();
    catalogue = new CatalogueVersion(t.database);
    await catalogue.start();
  });
  afterAll(async () => {
    await catalogue.stop();
    await t.close();
  });

  it('is read again after a change no sooner than four times its last read took, failed or not', async () => {
    let clock = 0;
    const starts: number[] = [];
    let end: { at: number; fail?: boolean } = { at: 0 };
    let finish = () => {};
    const kept = new KeptIndex(
      catalogue,
      async () => {
        starts.push(clock);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        clock = end.at;
        if (end.fail) throw new Error('the database went away');
        return `read at ${starts.at(-1)}`;
      },
      'Test index',
      () => clock,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = async (at: number, fail = false) => {
      end = { at, fail };
      finish();
      await kept.settled();
    };
    try {
      // The first ask reads at once; the index is current until the catalogue changes.
      expect(kept.current()).toBeUndefined();
      expect(starts).toEqual([0]);
      await read(100);
      expect(kept.current()).toBe('read at 0');

      catalogue.bump();
      clock = 499;
      expect(kept.current()).toBeUndefined();
      expect(starts).toEqual([0]);
      clock = 500;
      expect(kept.current()).toBeUndefined();
      expect(starts).toEqual([0, 500]);
      // This read fails after 200: the next waits 800 after it.
      await read(700, true);
      expect(warn).toHaveBeenCalledWith('Test index not built: the database went away');
      clock = 1499;
      expect(kept.current()).toBeUndefined();
      expect(starts).toEqual([0, 500]);
      clock = 1500;
      expect(kept.current()).toBeUndefined();
      await read(1510);
      expect(kept.current()).toBe('read at 1500');
      expect(starts).toEqual([0, 500, 1500]);
      // Two built, the one that failed counted too; the last took 10 ms.
      expect(kept.reads).toEqual({
        built: 2,
        overtaken: 0,
        failed: 1,
        none: 0,
        patched: 0,
        lastSeconds: 0.01,
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('counts a read the catalogue overtook and one that found the catalogue too large', async () => {
    let clock = 0;
    let changeMeanwhile = true;
    let answer: string | undefined = 'index';
    const kept = new KeptIndex(
      catalogue,
      async () => {
        clock += 250;
        if (changeMeanwhile) catalogue.bump();
        return answer;
      },
      'Test index',
      () => clock,
    );
    kept.current();
    await kept.settled();
    expect(kept.reads).toEqual({ built: 0, overtaken: 1, failed: 0, none: 0, patched: 0, lastSeconds: 0.25 });
    clock += 1000;
    changeMeanwhile = false;
    answer = undefined;
    kept.current();
    await kept.settled();
    expect(kept.reads).toEqual({ built: 0, overtaken: 1, failed: 0, none: 1, patched: 0, lastSeconds: 0.25 });
  });

  it('keeps a patched index in place of the one it patched, only while that one is kept and current', async () => {
    let clock = 0;
    const kept = new KeptIndex<string>(
      catalogue,
      async () => 'read',
      'Test index',
      () => clock,
    );
    kept.current();
    expect(kept.reading).toBe(true);
    await kept.settled();
    expect(kept.reading).toBe(false);
    expect(kept.replace('other', 'patched')).toBe(false);
    expect(kept.replace('read', 'patched')).toBe(true);
    expect(kept.current()).toBe('patched');
    // The catalogue moved after the patch's products were read: the patch is behind, a read follows.
    catalogue.bump();
    expect(kept.replace('patched', 'patched again')).toBe(false);
    clock = 1;
    expect(kept.current()).toBeUndefined();
    await kept.settled();
    expect(kept.current()).toBe('read');
    expect(kept.reads).toMatchObject({ built: 2, patched: 1 });
  });
});
