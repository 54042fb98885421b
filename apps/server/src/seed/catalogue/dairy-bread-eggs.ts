import type { CategorySeed } from './types';

export const dairyBreadEggs: CategorySeed = {
  name: 'Dairy, Bread & Eggs',
  emoji: '1f95b',
  tint: '#fdf5e1',
  details: { 'Country of Origin': 'India' },
  subCategories: [
    {
      name: 'Milk',
      emoji: '1f95b',
      products: [
        {
          name: 'Toned Milk',
          unit: '500 ml',
          price: 28,
          stock: 160,
          emoji: '1f95b',
          description:
            'Pasteurised toned milk with 3% fat, collected fresh every morning from nearby dairy farms.',
          details: {
            'Key Features':
              'Pasteurised and homogenised; 3% fat, 8.5% SNF; ideal for tea, coffee and everyday use',
            'Shelf Life': '2 days',
            'Storage Tips': 'Keep refrigerated below 4°C; boil before use',
          },
        },
        {
          name: 'Full Cream Milk',
          unit: '1 L',
          price: 68,
          stock: 120,
          emoji: '1f95b',
          description:
            'Rich, creamy milk with 6% fat. Sets thick curd and makes the best kheer and paneer at home.',
          details: {
            'Key Features': '6% fat, 9% SNF; pasteurised; great for sweets and homemade curd',
            'Shelf Life': '2 days',
            'Storage Tips': 'Keep refrigerated below 4°C',
          },
        },
        {
          name: 'Double Toned Milk',
          unit: '500 ml',
          price: 25,
          stock: 90,
          emoji: '1f95b',
          description:
            'Light milk with 1.5% fat for those watching their calories, without giving up their chai.',
          details: {
            'Key Features': '1.5% fat; pasteurised; a lighter choice for daily use',
            'Shelf Life': '2 days',
          },
        },
        {
          name: 'A2 Cow Milk',
          unit: '1 L',
          price: 90,
          discount: 5,
          stock: 45,
          emoji: '1f95b',
          description:
            'Milk from native Gir and Sahiwal cows, chilled within minutes of milking and delivered in glass.',
          details: {
            'Key Features': 'From indigenous cow breeds; no preservatives; bottled in returnable glass',
            'Shelf Life': '3 days',
            'Storage Tips': 'Refrigerate and consume within a day of opening',
          },
        },
      ],
    },
    {
      name: 'Curd & Yogurt',
      emoji: '1f963',
      products: [
        {
          name: 'Fresh Curd (Dahi)',
          unit: '400 g',
          price: 40,
          stock: 110,
          emoji: '1f963',
          description:
            'Thick, mildly sour curd set from toned milk. Perfect with parathas, in raita or as is.',
          details: {
            'Key Features': 'Set in the cup; rich in live cultures; no added thickeners',
            Ingredients: 'Toned milk, active cultures',
            'Shelf Life': '5 days',
          },
        },
        {
          name: 'Greek Yogurt - Blueberry',
          unit: '100 g',
          price: 60,
          discount: 10,
          stock: 40,
          emoji: '1fad0',
          description:
            'Strained high-protein yogurt layered with blueberry fruit preparation. A filling snack.',
          details: {
            'Key Features': '7 g protein per cup; real fruit; no artificial colours',
            Ingredients: 'Milk, blueberry preparation (18%), sugar, active cultures',
            'Shelf Life': '21 days',
          },
        },
        {
          name: 'Mishti Doi (Sweet Curd)',
          unit: '100 g',
          price: 30,
          stock: 55,
          emoji: '1f36e',
          description: 'Bengal-style caramelised sweet curd, set in a traditional earthen-look cup.',
          details: {
            'Key Features': 'Slow-set for a creamy texture; made with caramelised sugar',
            Ingredients: 'Milk, sugar, active cultures',
            'Shelf Life': '10 days',
          },
        },
        {
          name: 'Sweet Lassi',
          unit: '200 ml',
          price: 25,
          stock: 70,
          emoji: '1f95b',
          description: 'Chilled, thick Punjabi-style lassi sweetened just right. Shake well before drinking.',
          details: { 'Key Features': 'Made with fresh curd; no preservatives', 'Shelf Life': '7 days' },
        },
      ],
    },
    {
      name: 'Paneer, Butter & Cheese',
      emoji: '1f9c0',
      products: [
        {
          name: 'Paneer (Malai)',
          unit: '200 g',
          price: 90,
          stock: 85,
          emoji: '1f9c0',
          description:
            'Soft, fresh malai paneer made from full cream milk. Stays soft in curries and on the grill.',
          details: {
            'Key Features': 'Made from full cream milk; soft texture; vacuum packed for freshness',
            Ingredients: 'Milk solids, citric acid',
            'Shelf Life': '7 days',
            'Storage Tips': 'Keep refrigerated; soak in warm water for 10 minutes before cooking',
          },
        },
        {
          name: 'Low Fat Paneer',
          unit: '200 g',
          price: 95,
          stock: 30,
          emoji: '1f9c0',
          description: 'High-protein paneer made from toned milk, with about half the fat of malai paneer.',
          details: {
            'Key Features': '20 g protein per 100 g; low fat; vacuum packed',
            'Shelf Life': '7 days',
          },
        },
        {
          name: 'Salted Butter',
          unit: '100 g',
          price: 58,
          stock: 140,
          emoji: '1f9c8',
          description:
            'Creamy table butter made from pasteurised cream. Spread it on hot toast or melt over pav bhaji.',
          details: {
            'Key Features': 'Made from fresh cream; lightly salted',
            Ingredients: 'Milk fat, common salt',
            'Shelf Life': '6 months',
            'Storage Tips': 'Refrigerate below 4°C',
          },
        },
        {
          name: 'Cheese Slices',
          unit: '10 slices (200 g)',
          price: 140,
          discount: 5,
          stock: 65,
          emoji: '1f9c0',
          description: 'Processed cheddar cheese slices, individually wrapped for sandwiches and burgers.',
          details: { 'Key Features': 'Melts evenly; individually wrapped slices', 'Shelf Life': '6 months' },
        },
        {
          name: 'Fresh Cream',
          unit: '200 ml',
          price: 70,
          stock: 50,
          emoji: '1f95b',
          description: 'Low-fat cooking cream that adds body to gravies, soups and desserts.',
          details: { 'Key Features': '25% milk fat; does not split when heated', 'Shelf Life': '4 months' },
        },
      ],
    },
    {
      name: 'Breads & Buns',
      emoji: '1f35e',
      alsoIn: ['Bakery & Biscuits'],
      products: [
        {
          name: 'White Bread',
          unit: '400 g',
          price: 40,
          stock: 95,
          emoji: '1f35e',
          description: 'Soft sandwich bread, baked fresh overnight and sliced for toast and sandwiches.',
          details: {
            'Key Features': 'Baked daily; soft crumb; pre-sliced',
            Ingredients: 'Wheat flour (maida), water, sugar, yeast, edible vegetable oil, salt',
            'Shelf Life': '4 days',
          },
        },
        {
          name: 'Brown Bread',
          unit: '400 g',
          price: 50,
          stock: 70,
          emoji: '1f35e',
          description: 'Wholesome bread made with whole wheat flour, a good source of fibre.',
          details: { 'Key Features': 'Made with whole wheat flour; high in fibre', 'Shelf Life': '4 days' },
        },
        {
          name: 'Multigrain Bread',
          unit: '400 g',
          price: 60,
          discount: 10,
          stock: 40,
          emoji: '1f35e',
          description: 'Hearty bread with oats, flax, sunflower and pumpkin seeds.',
          details: { 'Key Features': 'Six grains and seeds; no added preservatives', 'Shelf Life': '5 days' },
        },
        {
          name: 'Ladi Pav',
          unit: '6 pcs',
          price: 30,
          stock: 80,
          emoji: '1fad3',
          description:
            'Mumbai-style soft dinner rolls, baked joined together. Made for pav bhaji and vada pav.',
          details: { 'Key Features': 'Soft and fluffy; baked fresh every morning', 'Shelf Life': '3 days' },
        },
        {
          name: 'Burger Buns',
          unit: '4 pcs',
          price: 40,
          stock: 35,
          emoji: '1f96f',
          description: 'Sesame-topped soft buns for burgers and sliders.',
          details: { 'Key Features': 'Topped with sesame seeds; toasts well', 'Shelf Life': '4 days' },
        },
      ],
    },
    {
      name: 'Eggs',
      emoji: '1f95a',
      products: [
        {
          name: 'Farm Fresh Eggs',
          unit: '6 pcs',
          price: 48,
          stock: 150,
          emoji: '1f95a',
          description: 'Clean, graded white eggs from hygienic farms, checked for cracks before packing.',
          details: {
            'Key Features': 'Graded and cleaned; rich in protein',
            'Shelf Life': '14 days',
            'Storage Tips': 'Refrigerate, pointed end down',
          },
        },
        {
          name: 'Brown Eggs',
          unit: '6 pcs',
          price: 72,
          stock: 60,
          emoji: '1f95a',
          description: 'Brown-shelled eggs from hens fed on a vegetarian diet.',
          details: { 'Key Features': 'Vegetarian-fed hens; antibiotic free', 'Shelf Life': '14 days' },
        },
        {
          name: 'Farm Fresh Eggs (Tray)',
          unit: '30 pcs',
          price: 210,
          discount: 10,
          stock: 25,
          emoji: '1f373',
          description: 'A full tray of graded white eggs for big families and weekend baking.',
          details: { 'Key Features': 'Better value per egg; graded and cleaned', 'Shelf Life': '14 days' },
        },
      ],
    },
  ],
};
