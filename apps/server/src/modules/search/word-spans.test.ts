import { describe, expect, it } from 'vitest';
import { startAcross, WordSpans } from './word-spans';

/** The words as PostgreSQL's `\w+` finds them, for comparison. */
const expected = (text: string) => text.match(/[\p{L}\p{Nd}_]+/gu) ?? [];

const wordsRead = (spans: WordSpans) => {
  const words: string[] = [];
  for (let at = 0; at < spans.count; at++) {
    const word = expected(spans.text)[at]!;
    expect(spans.wordIs(at, word)).toBe(true);
    words.push(word);
  }
  return words;
};

describe('word spans', () => {
  it('reads the words PostgreSQL reads, ASCII or not, and again for each text', () => {
    const spans = new WordSpans();
    for (const text of [
      'amul butter - pasteurised, 500 g',
      '  --tata_tea premium++ ',
      'crème brûlée mix – vanilla',
      "kellogg's chocos",
      '',
      '+-+',
      'a'.repeat(70).split('').join(' '),
      'rice',
    ]) {
      spans.read(text);
      expect(spans.count).toBe(expected(text).length);
      expect(wordsRead(spans)).toEqual(expected(text));
    }
  });

  it('compares words whole, not as prefixes', () => {
    const spans = new WordSpans().read('sugarcane sugar, salted');
    expect(spans.wordIs(0, 'sugar')).toBe(false);
    expect(spans.wordIs(1, 'sugar')).toBe(true);
    expect(spans.wordIs(2, 'salt')).toBe(false);
  });

  it('finds phrases whole, at the start or anywhere', () => {
    const spans = new WordSpans().read('Tata Tea, Premium Tea');
    expect(spans.isOneOf([['Tata', 'Tea', 'Premium', 'Tea']])).toBe(true);
    expect(spans.isOneOf([['Tata', 'Tea']])).toBe(false);
    expect(spans.startsWithOneOf([['Premium'], ['Tata', 'Tea']])).toBe(true);
    expect(spans.startsWithOneOf([['Tea']])).toBe(false);
    expect(spans.holdsOneOf([['Premium', 'Tea']])).toBe(true);
    expect(spans.holdsOneOf([['Tea', 'Tata']])).toBe(false);
    expect(spans.holdsOneOf([['Tea', 'Premium', 'Tea', 'More']])).toBe(false);
  });

  it('reads a brand and a name as one for the phrase they begin', () => {
    const brand = new WordSpans().read('Tata');
    const name = new WordSpans().read('Tea Gold');
    expect(startAcross(brand, name, [['Tata', 'Tea']])).toBe(true);
    expect(startAcross(brand, name, [['Tata', 'Tea', 'Gold']])).toBe(true);
    expect(startAcross(brand, name, [['Tea', 'Gold']])).toBe(false);
    expect(startAcross(brand, name, [['Tata', 'Tea', 'Gold', 'Leaf']])).toBe(false);
    expect(startAcross(new WordSpans().read(''), name, [['Tea']])).toBe(true);
  });
});
