// Thousands of distinct, real-looking shopper queries drawn from the catalogue's own names and brands, a
// quarter of them misspelt, and the prefixes a shopper types on the way: the long tail a cache cannot hold.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** A small seeded generator (mulberry32), so every run asks the same queries. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const wordsOf = (text) => (text.toLowerCase().match(/[a-z]{2,}/g) ?? []).filter((word) => word.length > 2);

/** One slip a shopper makes: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(word, next) {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const letters = 'aeioursnt';
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + letters[Math.floor(next() * letters.length)] + word.slice(at + 1);
  }
}

/**
 * `count` distinct queries: one to three consecutive words of a random product's name, a third of them
 * after its brand, a quarter with one word misspelt.
 */
export function longTailQueries(csvPath, count = 3000, seed = 13) {
  const rows = parse(readFileSync(csvPath), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  const next = random(seed);
  const queries = new Set();
  while (queries.size < count) {
    const row = rows[Math.floor(next() * rows.length)];
    const words = wordsOf(row.product);
    if (words.length === 0) continue;
    const start = Math.floor(next() * words.length);
    const picked = words.slice(start, start + 1 + Math.floor(next() * 3));
    const brand = wordsOf(row.brand ?? '');
    if (brand.length > 0 && next() < 1 / 3) picked.unshift(brand[0]);
    if (next() < 0.25) {
      const longest = picked.reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length >= 4) picked[picked.indexOf(longest)] = misspell(longest, next);
    }
    queries.add(picked.join(' '));
  }
  return [...queries];
}

/** What the search box asks on the way to each query: a prefix of two letters or more, each once. */
export function typedPrefixes(queries, seed = 17) {
  const next = random(seed);
  const prefixes = new Set();
  for (const query of queries) {
    if (query.length < 2) continue;
    prefixes.add(query.slice(0, 2 + Math.floor(next() * (query.length - 1))));
  }
  return [...prefixes];
}
