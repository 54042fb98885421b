import type { PackKind } from './pack-shot';

/** What each demo sub category's products usually come in. */
const BY_SUB_CATEGORY: Record<string, PackKind> = {
  'Atta & Flours': 'pouch',
  Rice: 'pouch',
  'Dals & Pulses': 'pouch',
  'Baby Food': 'box',
  'Diapers & Wipes': 'pouch',
  'Baby Bath & Skin': 'bottle',
  'Biscuits & Cookies': 'box',
  'Rusks & Khari': 'pouch',
  'Cakes & Muffins': 'box',
  'Cereals & Oats': 'box',
  'Noodles & Pasta': 'pouch',
  'Ready to Cook & Eat': 'box',
  'Honey & Spreads': 'jar',
  Laundry: 'box',
  Dishwash: 'bottle',
  'Home & Floor Care': 'bottle',
  Milk: 'carton',
  'Curd & Yogurt': 'tub',
  'Paneer, Butter & Cheese': 'box',
  'Breads & Buns': 'pouch',
  Eggs: 'box',
  'Fresh Fruits': 'loose',
  'Fresh Vegetables': 'loose',
  'Leafy Greens & Herbs': 'loose',
  'Cooking Oils & Ghee': 'bottle',
  'Masala & Spices': 'box',
  'Salt, Sugar & Jaggery': 'pouch',
  'Bath & Body': 'bottle',
  'Oral Care': 'tube',
  'Hair Care': 'bottle',
  'Chips & Crisps': 'pouch',
  'Namkeen & Bhujia': 'pouch',
  'Popcorn & Makhana': 'pouch',
  Chocolates: 'bar',
  'Indian Sweets': 'box',
  'Candies & Mints': 'pouch',
  'Ice Creams & Kulfi': 'tub',
  Tea: 'box',
  Coffee: 'jar',
  'Juices & Sharbat': 'carton',
  'Soft Drinks & Water': 'bottle',
};

/** Products packed unlike the rest of their sub category, by a word of their name. */
const BY_NAME: [RegExp, PackKind][] = [
  [/\bghee\b|\bpuree\b|\bfresh cream\b/i, 'jar'],
  [/\brash cream\b/i, 'tube'],
  [/\bsoap\b|\bbar\b|\bsponges?\b|\bbroom\b|\bbags?\b|\btoothbrush\b/i, 'box'],
  [/\bliquid\b|\bconditioner\b|\boil\b|\bmouthwash\b|\blassi\b/i, 'bottle'],
  [/\btin\b|\bsoda\b|\bcola\b|\bcold coffee\b/i, 'can'],
  [/\bcup noodles\b|\bbatter\b/i, 'tub'],
  [/\bbread\b|\bpav\b|\bbuns\b|\bmomos\b/i, 'pouch'],
];

/** The packaging a demo product is drawn in: by its name first, else as its sub category's usually are. */
export function packKindOf(subCategory: string, productName: string): PackKind {
  const usual = BY_SUB_CATEGORY[subCategory] ?? 'box';
  if (usual === 'loose') return usual;
  return BY_NAME.find(([pattern]) => pattern.test(productName))?.[1] ?? usual;
}
