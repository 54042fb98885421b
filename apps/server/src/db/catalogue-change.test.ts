import { describe, expect, it } from 'vitest';
import { catalogueChange } from './catalogue-change';

describe('a catalogue change notification', () => {
  it('names the product and what of it changed, for each kind the triggers send', () => {
    for (const kind of [
      'product',
      'stock',
      'shown',
      'words',
      'published',
      'added',
      'removed',
      'listed',
    ] as const) {
      expect(catalogueChange(`${kind}:6f1c0d2a`)).toEqual({ kind, productId: '6f1c0d2a' });
    }
  });

  it('is a change of everything when it names no product or is of no known form', () => {
    for (const payload of [
      'all',
      '',
      'words:',
      'published:',
      'added:',
      'listed',
      'shown',
      'price:6f1c0d2a',
      ' words:6f1c0d2a',
    ]) {
      expect(catalogueChange(payload)).toEqual({ kind: 'all' });
    }
  });

  it('keeps the rest of the payload as the id', () => {
    expect(catalogueChange('words:a:b')).toEqual({ kind: 'words', productId: 'a:b' });
  });
});
