import { describe, expect, it } from 'vitest';
import { phrasesOf, type QueryWord, toConcepts } from './synonyms';

const typed = (...words: string[]): QueryWord[] =>
  words.map((word) => ({ word, forms: [word], prefix: false }));
const groups = [
  ['dahi', 'curd'],
  ['atta', 'wheat flour'],
  ['chilli', 'mirchi'],
  ['lal mirch', 'red chilli'],
];

describe('toConcepts', () => {
  it('applies a group both ways', () => {
    expect(toConcepts(typed('dahi'), groups)).toEqual([
      {
        alternatives: [
          { words: ['dahi'], prefix: false },
          { words: ['dahi'], prefix: false },
          { words: ['curd'], prefix: false },
        ],
      },
    ]);
    const [wheatFlour] = toConcepts(typed('wheat', 'flour'), groups);
    expect(wheatFlour?.alternatives.map((alternative) => alternative.words.join(' '))).toEqual([
      'wheat flour',
      'atta',
      'wheat flour',
    ]);
  });

  it('prefers the longest term and matches plurals', () => {
    const concepts = toConcepts(typed('lal', 'mirch', 'onions'), [...groups, ['onion', 'pyaz']]);
    expect(concepts.map((concept) => concept.alternatives.map((a) => a.words.join(' ')))).toEqual([
      ['lal mirch', 'lal mirch', 'red chilli'],
      ['onions', 'onion', 'pyaz'],
    ]);
  });

  it('keeps a word no group holds, with its spelling forms and prefix', () => {
    const words: QueryWord[] = [{ word: 'tomatoe', forms: ['tomatoe', 'tomato'], prefix: true }];
    expect(toConcepts(words, groups)).toEqual([
      {
        alternatives: [
          { words: ['tomatoe'], prefix: true },
          { words: ['tomato'], prefix: false },
        ],
      },
    ]);
  });
});

describe('phrasesOf', () => {
  it('lists runs of up to three words, singular and as typed', () => {
    const phrases = phrasesOf(['red', 'chillies', 'powder', 'hot']);
    expect(phrases).toEqual(
      expect.arrayContaining(['red', 'red chillies', 'red chillie', 'chillies powder hot']),
    );
    expect(phrases).not.toContain('red chillies powder hot');
  });

  it('lists only the phrases whose first word begins a term, when asked', () => {
    const words = ['hot', 'red', 'chillies', 'powder'];
    const begins = (word: string) => word === 'chilli' || word === 'red';
    expect(phrasesOf(words, begins).toSorted()).toEqual(
      phrasesOf(words)
        .filter((phrase) => begins(phrase.split(' ')[0]!))
        .toSorted(),
    );
    expect(phrasesOf(words, begins)).toEqual(
      expect.arrayContaining(['chilli powder', 'red chillies powder']),
    );
    expect(phrasesOf(['hot'], begins)).toEqual([]);
  });
});
