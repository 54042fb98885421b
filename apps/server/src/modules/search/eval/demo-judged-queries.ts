import type { JudgedQuery, QueryKind, Rule } from './relevance';

/**
 * Shopper queries judged against the demo catalogue (seed/catalogue/): search-relevance.test.ts holds
 * search to a floor on these, so a ranking change that loses what shoppers meant fails CI.
 */
const q = (kind: QueryKind, query: string, relevant: Rule): JudgedQuery => ({ query, kind, relevant });

const paneer: Rule = { name: /paneer/, subCategory: /paneer/ };
const chocolate: Rule = { name: /chocolate/, subCategory: /chocolate/ };
const biscuits: Rule = { subCategory: /biscuit|cookie|rusk/ };
const turmeric: Rule = { name: /turmeric|haldi/ };
const tomato: Rule = { name: /tomato/ };
const potato: Rule = { name: /potato|aloo/ };
const curd: Rule = { name: /curd|dahi/ };
const onion: Rule = { name: /onion/ };
const cumin: Rule = { name: /cumin|jeera/ };

export const demoJudgedQueries: JudgedQuery[] = [
  q('plain', 'atta', { name: /atta/ }),
  q('plain', 'basmati rice', { name: /basmati/ }),
  q('plain', 'toor dal', { name: /toor/ }),
  q('plain', 'paneer', paneer),
  q('plain', 'milk', { name: /milk/, subCategory: /milk/ }),
  q('plain', 'bread', { name: /bread/ }),
  q('plain', 'eggs', { subCategory: /eggs/ }),
  q('plain', 'potato chips', { name: /potato chips/ }),
  q('plain', 'dark chocolate', { name: /dark chocolate/ }),
  q('plain', 'biscuits', biscuits),
  q('plain', 'noodles', { name: /noodles/ }),
  q('plain', 'ghee', { name: /ghee/, subCategory: /oil|ghee/ }),
  q('plain', 'honey', { name: /honey/ }),
  q('plain', 'detergent', { name: /detergent/ }),
  q('plain', 'toothpaste', { name: /toothpaste/ }),
  q('plain', 'sugar', { name: /\bsugar\b/ }),
  q('plain', 'green chilli', { name: /green chilli/ }),
  q('plain', 'coconut oil', { name: /coconut/, subCategory: /oil/ }),
  q('misspelled', 'panner', paneer),
  q('misspelled', 'choclate', chocolate),
  q('misspelled', 'biscut', biscuits),
  q('misspelled', 'tothpaste', { name: /toothpaste/ }),
  q('misspelled', 'detergant', { name: /detergent/ }),
  q('misspelled', 'noodels', { name: /noodles/ }),
  q('misspelled', 'basmathi rice', { name: /basmati/ }),
  q('misspelled', 'tumeric', turmeric),
  q('misspelled', 'suger', { name: /\bsugar\b/ }),
  q('misspelled', 'hony', { name: /honey/ }),
  q('misspelled', 'tomoto', tomato),
  q('misspelled', 'ginjer', { name: /ginger/ }),
  q('misspelled', 'garlik', { name: /garlic/ }),
  q('misspelled', 'cucumbr', { name: /cucumber/ }),
  q('synonym', 'dahi', curd),
  q('synonym', 'haldi', turmeric),
  q('synonym', 'jeera', cumin),
  q('synonym', 'aloo', potato),
  q('synonym', 'pyaz', onion),
  q('synonym', 'besan', { name: /besan|gram flour/ }),
  q('synonym', 'palak', { name: /spinach|palak/ }),
  q('synonym', 'dhania', { name: /coriander|dhania/ }),
  q('synonym', 'adrak', { name: /ginger/ }),
  q('synonym', 'tamatar', tomato),
  q('synonym', 'kheera', { name: /cucumber/ }),
  q('synonym', 'gud', { name: /jaggery|gur/ }),
];
