import { describe, expect, it } from 'vitest';
import { fullTextMatches } from './full-text-matches';
import type { Concept } from './synonyms';

/** A seeded generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('fullTextMatches', () => {
  // 10,000 products and 12 lexemes, from a few holders to most products: long gaps for the cursors.
  const next = random(7);
  const products = 10_000;
  const shares = [0.0005, 0.001, 0.003, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9];
  const lexemes = shares.map((_, at) => `w${at}`);
  const held = new Map(
    lexemes.map((lexeme, at) => {
      const list: number[] = [];
      for (let product = 0; product < products; product++) if (next() < shares[at]!) list.push(product);
      return [lexeme, Int32Array.from(list)];
    }),
  );
  // Plurals held by most of their stems' products too ('w4s' and 'w4' by ~200 products each, together
  // by ~225): a word's two lists overlap.
  for (const stem of ['w3', 'w4', 'w8']) {
    const list = [...held.get(stem)!].filter(() => next() < 0.9);
    for (let product = 0; product < products; product += 400) list.push(product + 1);
    held.set(`${stem}s`, Int32Array.from(new Set(list)).sort());
  }
  const sets = new Map([...held].map(([lexeme, list]) => [lexeme, new Set(list)]));
  // Some words are held only through their stems ('w3s' → w3), as a plural is.
  const stems = (word: string) => word.replace(/s$/, '');
  const holders = (lexeme: string) => held.get(lexeme) ?? new Int32Array(0);
  const beginning = (prefix: string) => [...held.keys()].filter((lexeme) => lexeme.startsWith(prefix)).sort();

  /** What the query means, product by product. */
  const expected = (concepts: Concept[], requireAll: boolean) => {
    // Each word's holders: of each lexeme it is (or begins), or its stem.
    const holding = new Map<string, Set<number>>();
    const holds = (product: number, word: string, prefix: boolean) => {
      const key = `${prefix} ${word}`;
      let set = holding.get(key);
      if (!set) {
        const lexemes = [...sets.keys()].filter(
          (lexeme) => lexeme === word || lexeme === stems(word) || (prefix && lexeme.startsWith(word)),
        );
        set = new Set(lexemes.flatMap((lexeme) => [...sets.get(lexeme)!]));
        holding.set(key, set);
      }
      return set.has(product);
    };
    const answers = (product: number, concept: Concept) =>
      concept.alternatives.some(({ words, prefix }) => words.every((word) => holds(product, word, prefix)));
    const matches: number[] = [];
    for (let product = 0; product < products; product++) {
      const each = concepts.map((concept) => answers(product, concept));
      if (requireAll ? each.every(Boolean) : each.some(Boolean)) matches.push(product);
    }
    return matches;
  };

  const word = () => `${lexemes[Math.floor(next() * lexemes.length)]}${next() < 0.4 ? 's' : ''}`;
  // Unfinished words: 'w' begins every lexeme (more lists than are merged two at a time), 'w1' w1, w10
  // and w11, 'w4' w4 and w4s, 'x' none.
  const begun = ['w', 'w1', 'w4', 'w8', 'w1s', 'x'];
  const alternative = () =>
    next() < 0.2
      ? { words: [begun[Math.floor(next() * begun.length)]!], prefix: true }
      : { words: Array.from({ length: 1 + Math.floor(next() * 2) }, word), prefix: false };
  const concept = (): Concept => ({
    alternatives: Array.from({ length: 1 + Math.floor(next() * 2) }, alternative),
  });

  it('finds what each product answers, or says there are more than asked for', () => {
    for (let query = 0; query < 400; query++) {
      const concepts = Array.from({ length: 1 + Math.floor(next() * 3) }, concept);
      const requireAll = next() < 0.7;
      const most = [0, 5, 300, 250][query % 4]!;
      const matches = expected(concepts, requireAll);
      const found = fullTextMatches({ concepts, stems, requireAll }, holders, beginning, most);
      const label = JSON.stringify({ concepts, requireAll, most });
      expect(found, label).toEqual(matches.length > most ? undefined : matches);
    }
  });

  it('counts a product holding a word both as typed and as its stem once', () => {
    const concepts = [{ alternatives: [{ words: ['w4s'], prefix: false }] }];
    const matches = expected(concepts, true);
    expect(held.get('w4s')!.length + held.get('w4')!.length).toBeGreaterThan(300);
    expect(matches.length).toBeLessThanOrEqual(300);
    expect(fullTextMatches({ concepts, stems, requireAll: true }, holders, beginning, 300)).toEqual(matches);
  });

  it('finds the matches of words each held by thousands of products, as checking each would', () => {
    // 60,000 products. Each r-word is held by a sixth of them and by a few others, so two are rarely held
    // together: a search has ~10,000 candidates and a few dozen matches, more candidates than are checked
    // one by one. Each q-word is held by a fifth of them at random: thousands of matches.
    const many = 60_000;
    const draw = random(11);
    const words = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'q0', 'q1', 'q2'];
    const lists = new Map<string, Set<number>>(words.map((word) => [word, new Set<number>()]));
    for (let product = 0; product < many; product++) {
      lists.get(`r${product % 6}`)!.add(product);
      for (const word of words)
        if (draw() < (word.startsWith('q') ? 0.2 : 0.002)) lists.get(word)!.add(product);
    }
    // Plurals: some products hold 'r0s' (whose stem is r0) and not r0.
    for (const word of words) {
      lists.set(
        `${word}s`,
        new Set([...lists.get(word)!].filter(() => draw() < 0.5).map((product) => product + 1)),
      );
    }
    const sorted = new Map([...lists].map(([lexeme, set]) => [lexeme, Int32Array.from(set).sort()]));
    const holdersOf = (lexeme: string) => sorted.get(lexeme) ?? new Int32Array(0);
    const holds = (product: number, word: string) =>
      [word, stems(word)].some((lexeme) => lists.get(lexeme)?.has(product));
    const pick = () => `${words[Math.floor(draw() * words.length)]}${draw() < 0.3 ? 's' : ''}`;
    for (let query = 0; query < 90; query++) {
      const concepts: Concept[] = Array.from({ length: 2 + Math.floor(draw() * 2) }, () => ({
        alternatives: Array.from({ length: 1 + Math.floor(draw() * 2) }, () => ({
          words: [pick()],
          prefix: false,
        })),
      }));
      const matches: number[] = [];
      for (let product = 0; product < many; product++) {
        if (
          concepts.every(({ alternatives }) =>
            alternatives.some(({ words: [word] }) => holds(product, word!)),
          )
        ) {
          matches.push(product);
        }
      }
      const most = [20, 300, many][query % 3]!;
      const found = fullTextMatches({ concepts, stems, requireAll: true }, holdersOf, () => [], most);
      expect(found, JSON.stringify({ concepts, most })).toEqual(matches.length > most ? undefined : matches);
    }
    expect(sorted.get('r0')!.length).toBeGreaterThan(9_000);
  });

  it('reads an unfinished word as every lexeme it begins', () => {
    const find = (word: string, prefix: boolean, and: string) =>
      fullTextMatches(
        {
          concepts: [
            { alternatives: [{ words: [word], prefix }] },
            { alternatives: [{ words: [and], prefix: false }] },
          ],
          stems,
          requireAll: true,
        },
        holders,
        beginning,
        10_000,
      );
    const begun = find('w1', true, 'w6');
    const either = ['w1', 'w10', 'w11'].flatMap((lexeme) => find(lexeme, false, 'w6') ?? []);
    expect(begun).toEqual([...new Set(either)].sort((a, b) => a - b));
    expect(begun!.length).toBeGreaterThan(find('w1', false, 'w6')!.length);
  });
});
