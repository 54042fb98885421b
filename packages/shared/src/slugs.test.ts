import { describe, expect, it } from 'vitest';
import { listingPath, parseSlug, productPath, slugify, toSlug } from './slugs';

describe('slugs', () => {
  it('turns spaces, commas and ampersands into single dashes', () => {
    expect(slugify('Fruits & Vegetables')).toBe('Fruits-Vegetables');
    expect(slugify('Dals, Pulses & Rice')).toBe('Dals-Pulses-Rice');
  });
  it('puts the id last and parses it back with the heading', () => {
    const slug = toSlug('Atta, Flours & Sooji', '65a1b2c3d4e5f60718293a4b');
    expect(slug).toBe('Atta-Flours-Sooji-65a1b2c3d4e5f60718293a4b');
    expect(parseSlug(slug)).toEqual({ id: '65a1b2c3d4e5f60718293a4b', name: 'Atta Flours Sooji' });
  });
  it('builds product and listing paths', () => {
    expect(productPath({ _id: 'abc', name: 'Amul Taaza Milk' })).toBe('/product/Amul-Taaza-Milk-abc');
    expect(listingPath({ _id: 'c1', name: 'Dairy & Bread' }, { _id: 's1', name: 'Milk' })).toBe(
      '/Dairy-Bread-c1/Milk-s1',
    );
  });
  it('keeps URL-breaking characters out and parses decoded segments', () => {
    expect(slugify('100% Juice 1/2 kg?')).toBe('100-Juice-12-kg');
    expect(parseSlug('100%-Juice-abc')).toEqual({ id: 'abc', name: '100% Juice' });
  });
  it('takes a bare id when the name is empty', () => {
    expect(toSlug('  ', 'abc')).toBe('abc');
    expect(parseSlug('abc')).toEqual({ id: 'abc', name: '' });
  });
});
