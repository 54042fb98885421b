import { describe, expect, it } from 'vitest';
import { productCreateBody, productUpdateBody, thumbnailUrl } from './catalogue';

const large = 'a'.repeat(32);
const small = 'b'.repeat(32);

describe('thumbnailUrl', () => {
  it('finds the thumbnail named inside an uploaded image', () => {
    expect(thumbnailUrl(`/uploads/${large}.${small}.webp`)).toBe(`/uploads/${small}.webp`);
    expect(thumbnailUrl(`https://shop.example/uploads/${large}.${small}.webp`)).toBe(
      `https://shop.example/uploads/${small}.webp`,
    );
  });

  it('leaves other images as they are', () => {
    expect(thumbnailUrl(`/uploads/${large}.webp`)).toBe(`/uploads/${large}.webp`);
    expect(thumbnailUrl('/banner.svg')).toBe('/banner.svg');
  });
});

describe('product bodies', () => {
  it('accept numbers typed into form inputs and fill defaults on create only', () => {
    expect(productCreateBody.parse({ name: ' Milk ', price: '27.50', stock: '3' })).toMatchObject({
      name: 'Milk',
      price: 27.5,
      stock: 3,
      discount: 0,
      image: [],
      more_details: {},
    });
    expect(productUpdateBody.parse({ _id: 'x', price: 5 })).toEqual({ _id: 'x', price: 5 });
  });
});
