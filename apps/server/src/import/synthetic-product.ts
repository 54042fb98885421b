import { demoCatalogue } from '../seed/catalogue/demo-catalogue';
import type { CatalogueProduct } from './catalogue-product';

// Made-up brands and qualifiers; the product nouns, units, prices and placement come from the demo catalogue,
// so generated products land in the demo's categories (reusing their images when the demo is loaded).
const brands = [
  'Amrit Valley',
  'Bharat Bazaar',
  'Chaukhat',
  'Dhara Fresh',
  'Ekta Foods',
  'Gaon Se',
  'Haldi House',
  'Jeevan',
  'Kesar Kitchen',
  'Lotus Leaf',
  'Mitti',
  'Navrang',
  'Orchard Lane',
  'Pind Da',
  'Rasoi Ratna',
  'Saffron Sky',
  'Tiffin Box',
  'Udaan',
  'Vasant',
  'Zaika',
  'Nilgiri Hills',
  'Coastal Kitchen',
  'Mandi Direct',
  'Shubh Labh',
];
const qualifiers = [
  '',
  '',
  '',
  'Organic',
  'Premium',
  'Classic',
  'Farm Fresh',
  'Everyday',
  'Select',
  'Pure',
  'Natural',
  'Gold',
  'Lite',
  'Homestyle',
  'Royal',
  'Value',
];
const packs = [
  { prefix: '', factor: 1 },
  { prefix: '', factor: 1 },
  { prefix: '2 x ', factor: 1.9 },
  { prefix: '4 x ', factor: 3.6 },
];

const bases = demoCatalogue.flatMap((category) =>
  category.subCategories.flatMap((subCategory) =>
    subCategory.products.map((product) => ({ category, subCategory: subCategory.name, product })),
  ),
);

/** mulberry32: a tiny seeded generator, so product n is the same on every run and machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

/** The n-th synthetic product: a pure function of n, keyed `synthetic:<n>`, so runs extend and repeat safely. */
export function syntheticProduct(n: number): CatalogueProduct {
  const next = random(n * 2_654_435_761);
  const { category, subCategory, product } = pick(next, bases);
  const brand = pick(next, brands);
  const qualifier = pick(next, qualifiers);
  const pack = pick(next, packs);
  const price = Math.max(5, Math.round(product.price * pack.factor * (0.8 + next() * 0.5)));
  const discounted = next() < 0.55;
  return {
    key: `synthetic:${n}`,
    name: [brand, qualifier, product.name].filter(Boolean).join(' '),
    category: category.name,
    subCategory,
    price,
    discount: discounted ? 5 + Math.floor(next() * 26) : 0,
    unit: `${pack.prefix}${product.unit}`,
    stock: Math.floor(next() * 201),
    description: product.description,
    moreDetails: { ...category.details, ...product.details, Brand: brand },
  };
}
