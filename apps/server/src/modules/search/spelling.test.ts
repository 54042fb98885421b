import { describe, expect, it } from 'vitest';
import { editDistance, spell, type WordInCatalogue } from './spelling';

const entry = (
  word: string,
  products: number,
  neighbours: [string, number][] = [],
  prefixes = false,
): WordInCatalogue => ({
  word,
  products,
  prefixes,
  neighbours: neighbours.map(([neighbour, count]) => ({ word: neighbour, products: count })),
});

describe('editDistance', () => {
  it.each([
    ['sugar', 'sugar', 0],
    ['suger', 'sugar', 1],
    ['sugra', 'sugar', 1], // a transposition is one slip
    ['aata', 'atta', 1],
    ['dhal', 'dal', 1],
    ['vermicili', 'vermicelli', 2],
    ['tea', 'coffee', 3], // capped at max + 1
  ])('%s → %s is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('spell', () => {
  it('corrects an unknown word to the closest word, weighing how common it is', () => {
    // Both are one slip away; sugar is held by hundreds of products, super by a few.
    const spelled = spell(
      entry('suger', 0, [
        ['super', 4],
        ['sugar', 300],
      ]),
    );
    expect(spelled).toEqual({ word: 'suger', corrected: 'sugar', forms: ['sugar'] });
  });

  it('prefers one slip to two unless the farther word is far more common', () => {
    expect(
      spell(
        entry('panner', 0, [
          ['panne', 2],
          ['paneer', 60],
        ]),
      ).corrected,
    ).toBe('paneer');
    expect(
      spell(
        entry('tumeric', 0, [
          ['numeric', 1],
          ['turmeric', 160],
        ]),
      ).corrected,
    ).toBe('turmeric');
  });

  it('corrects to the common word when the closest is a rare misspelling, still matching both', () => {
    const spelled = spell(
      entry('vermicili', 0, [
        ['vermicilli', 2],
        ['vermicelli', 30],
      ]),
    );
    expect(spelled).toEqual({
      word: 'vermicili',
      corrected: 'vermicelli',
      forms: ['vermicelli', 'vermicilli'],
    });
  });

  it('lets a word held by one product also match its far more common neighbour, without correcting it', () => {
    expect(spell(entry('tomatoe', 1, [['tomato', 180]]))).toEqual({
      word: 'tomatoe',
      forms: ['tomatoe', 'tomato'],
    });
    // Common enough to be meant: left alone.
    expect(spell(entry('koka', 30, [['soka', 900]]))).toEqual({ word: 'koka', forms: ['koka'] });
  });

  it('leaves unfinished words, pack sizes, short words and words with nothing near as typed', () => {
    expect(spell(entry('choco', 0, [['chock', 3]], true))).toEqual({ word: 'choco', forms: ['choco'] });
    expect(spell(entry('500gm', 0, [['500g', 900]]))).toEqual({ word: '500gm', forms: ['500gm'] });
    expect(spell(entry('ab', 0, [['a', 9]]))).toEqual({ word: 'ab', forms: ['ab'] });
    expect(spell(entry('xyzzyqux', 0))).toEqual({ word: 'xyzzyqux', forms: ['xyzzyqux'] });
  });

  it('allows one slip in words of four letters or fewer', () => {
    expect(spell(entry('aata', 0, [['atta', 90]])).corrected).toBe('atta');
    expect(spell(entry('jira', 0, [['jeera', 60]])).corrected).toBeUndefined();
  });
});
