import type { JudgedQuery, QueryKind, Rule } from './relevance';

/**
 * Shopper queries judged against the BigBasket catalogue (`npm run eval:search`): what a shopper typing
 * each one wants, written as a rule over a product's name, brand and type. Misspelled queries carry the
 * rule of what they meant; synonym queries the English or Hindi name the catalogue may not use.
 */
const q = (kind: QueryKind, query: string, relevant: Rule): JudgedQuery => ({ query, kind, relevant });

// What several queries (a plain one and its misspellings or synonyms) share.
const sugar: Rule = { name: /\bsugar\b/, type: /sugar/ };
const paneer: Rule = { name: /\bpaneer\b/, type: /paneer/ };
const turmeric: Rule = { name: /turmeric|haldi/, type: /spice|masala|seasoning/ };
const chocolate: Rule = { name: /chocolate|choco/, type: /chocolate/ };
const biscuits: Rule = { type: /biscuit|cookie|wafer|digestive|rusk/ };
const shampoo: Rule = { name: /shampoo/, type: /shampoo/ };
const toothpaste: Rule = { name: /toothpaste/ };
const detergent: Rule = { name: /detergent/, type: /detergent|laundry|fabric/ };
const ketchup: Rule = { name: /ketchup/ };
const peanutButter: Rule = { name: /peanut butter/ };
const coriander: Rule = { name: /coriander|dhania/, type: /spice|masala/ };
const cardamom: Rule = { name: /cardamom|elaichi/, type: /spice|masala/ };
const cashew: Rule = { name: /cashew|kaju/, type: /dry fruit|cashew|nuts/ };
const almonds: Rule = { name: /almond|badam/, type: /dry fruit|almond|nuts/ };
const honey: Rule = { name: /honey/, type: /honey/ };
const cheese: Rule = { type: /cheese/ };
const noodles: Rule = { type: /noodles/ };
const basmati: Rule = { name: /basmati/, type: /rice/ };
const deodorant: Rule = { type: /deodorant/ };
const vinegar: Rule = { type: /vinegar/ };
const mayonnaise: Rule = { name: /mayonnaise|mayo\b/ };
const coffee: Rule = { name: /coffee/, type: /coffee/ };
const mustardOil: Rule = { name: /mustard.*oil|oil.*mustard/, type: /oil/ };
const sunflowerOil: Rule = { name: /sunflower/, type: /oil/ };
const oliveOil: Rule = { name: /olive oil/, type: /oil/ };
const jaggery: Rule = { name: /jaggery|\bgud\b|\bgur\b/ };
const vermicelli: Rule = { name: /vermicelli|sevai/ };
const cornflakes: Rule = { name: /corn ?flakes/ };
const potatoChips: Rule = { name: /potato|aloo/, type: /chips|snacks|nachos/ };
const garlic: Rule = { name: /garlic|lahsun/ };
const ginger: Rule = { name: /ginger|adrak/ };
const conditioner: Rule = { name: /conditioner/, type: /shampoo|conditioner/ };
const curd: Rule = { name: /\bcurd\b|\bdahi\b|yogh?urt/, type: /curd|yogurt/ };
const atta: Rule = { name: /\batta\b|wheat flour/, type: /flour|atta/ };
const cumin: Rule = { name: /jeera|cumin/, type: /spice|masala/ };
const gramFlour: Rule = { name: /besan|gram flour/ };
const rice: Rule = { name: /\brice\b/, type: /rice/ };
const potato: Rule = { name: /aloo|potato/ };
const onion: Rule = { name: /onion|pyaz/ };
const raisins: Rule = { name: /raisin|kishmish/ };
const tamarind: Rule = { name: /tamarind|imli/ };
const fenugreek: Rule = { name: /fenugreek|methi/ };
const carom: Rule = { name: /carom|ajwain/ };
const asafoetida: Rule = { name: /asafoetida|\bhing\b/ };
const fennel: Rule = { name: /fennel|saunf/ };
const peanuts: Rule = { name: /peanut|groundnut|moongphali/ };
const coconutOil: Rule = { name: /coconut/, type: /oil/ };
const blackPepper: Rule = { name: /black pepper|kali mirch|pepper/, type: /spice|masala|seasoning|herb/ };
const tea: Rule = { type: /\btea\b/ };
const semolina: Rule = { name: /sooji|suji|rava|semolina/ };
const walnuts: Rule = { name: /walnut|akhrot/, type: /dry fruit|nuts/ };
const pistachio: Rule = { name: /pista/, type: /dry fruit|nuts|pista/ };
const masoor: Rule = { name: /masoor|masur/, type: /dal|pulses/ };
const rajma: Rule = { name: /rajma/, type: /dal|pulses|beans/ };
const diapers: Rule = { type: /diaper/ };

export const judgedQueries: JudgedQuery[] = [
  // Plain grocery and household queries.
  q('plain', 'sugar', sugar),
  q('plain', 'atta', atta),
  q('plain', 'basmati rice', basmati),
  q('plain', 'toor dal', { name: /\btoor\b|\barhar\b|\btuvar\b/, type: /dal|pulses/ }),
  q('plain', 'moong dal', { name: /\bmoong\b/, type: /dal|pulses/ }),
  q('plain', 'paneer', paneer),
  q('plain', 'ghee', { name: /\bghee\b/, type: /ghee/ }),
  q('plain', 'honey', honey),
  q('plain', 'tomato ketchup', ketchup),
  q('plain', 'peanut butter', peanutButter),
  q('plain', 'dark chocolate', { name: /dark/, type: /chocolate/ }),
  q('plain', 'green tea', { name: /green tea/, type: /tea/ }),
  q('plain', 'instant noodles', noodles),
  q('plain', 'olive oil', oliveOil),
  q('plain', 'mustard oil', mustardOil),
  q('plain', 'coconut oil', coconutOil),
  q('plain', 'sunflower oil', sunflowerOil),
  q('plain', 'shampoo', shampoo),
  q('plain', 'toothpaste', toothpaste),
  q('plain', 'detergent powder', { name: /powder/, type: /detergent/ }),
  q('plain', 'dishwash liquid', { name: /dish ?wash|dishwashing/ }),
  q('plain', 'floor cleaner', { name: /floor/, type: /clean/ }),
  q('plain', 'diapers', diapers),
  q('plain', 'sanitary pads', { type: /sanitary/ }),
  q('plain', 'face wash', { name: /face ?wash/ }),
  q('plain', 'body lotion', { name: /lotion/, type: /body/ }),
  q('plain', 'biscuits', biscuits),
  q('plain', 'cookies', { type: /cookie|biscuit/ }),
  q('plain', 'potato chips', potatoChips),
  q('plain', 'namkeen', { type: /namkeen/ }),
  q('plain', 'aloo bhujia', { name: /bhujia/ }),
  q('plain', 'corn flakes', cornflakes),
  q('plain', 'oats', { type: /oats/ }),
  q('plain', 'muesli', { name: /muesli/ }),
  q('plain', 'pasta', { type: /pasta/ }),
  q('plain', 'mixed fruit jam', { name: /mixed fruit/, type: /jam/ }),
  q('plain', 'mango pickle', { name: /mango/, type: /pickle/ }),
  q('plain', 'papad', { name: /papad/ }),
  q('plain', 'tea bags', { name: /bags?\b/, type: /tea/ }),
  q('plain', 'instant coffee', coffee),
  q('plain', 'apple juice', { name: /apple/, type: /juice/ }),
  q('plain', 'brown bread', { name: /bread/, type: /brown|wheat|multigrain/ }),
  q('plain', 'eggs', { type: /eggs/ }),
  q('plain', 'cheese slices', { name: /slice/, type: /cheese/ }),
  q('plain', 'salt', { name: /salt|namak/, type: /salt/ }),
  q('plain', 'turmeric powder', turmeric),
  q('plain', 'red chilli powder', { name: /chill?i|mirch/, type: /spice|masala/ }),
  q('plain', 'garam masala', { name: /garam masala/ }),
  q('plain', 'biryani masala', { name: /biryani/, type: /masala|spice|paste/ }),
  q('plain', 'cumin seeds', cumin),
  q('plain', 'black pepper', blackPepper),
  q('plain', 'vinegar', vinegar),
  q('plain', 'mayonnaise', mayonnaise),
  q('plain', 'hand wash', { type: /hand wash/ }),
  q('plain', 'hand sanitizer', { name: /saniti[sz]er/ }),
  q('plain', 'hair oil', { type: /hair oil/ }),
  q('plain', 'cashew nuts', cashew),
  q('plain', 'walnuts', walnuts),
  q('plain', 'chocolate cookies', { name: /choc/, type: /cookie|biscuit/ }),
  q('plain', 'baby food', { type: /baby food/ }),
  q('plain', 'jaggery', jaggery),
  q('plain', 'vermicelli', vermicelli),
  q('plain', 'conditioner', conditioner),
  q('plain', 'deodorant', deodorant),
  q('plain', 'poha', { name: /poha/ }),

  // A brand and a product.
  q('brand', 'amul butter', { brand: /^amul$/, name: /butter/ }),
  q('brand', 'amul cheese', { brand: /^amul$/, name: /cheese/ }),
  q('brand', 'tata salt', { brand: /tata salt/ }),
  q('brand', 'aashirvaad atta', { brand: /aashirvaad/, name: /atta/ }),
  q('brand', 'mdh masala', { brand: /^mdh$/, name: /masala/ }),
  q('brand', 'everest masala', { brand: /everest/ }),
  q('brand', 'britannia biscuits', { brand: /britannia/, ...biscuits }),
  q('brand', 'haldirams bhujia', { brand: /haldiram/, name: /bhujia/ }),
  q('brand', 'colgate toothpaste', { brand: /colgate/, name: /toothpaste/ }),
  q('brand', 'dettol soap', { brand: /dettol/, name: /soap/ }),
  q('brand', 'kissan jam', { brand: /kissan/, name: /jam/ }),
  q('brand', 'nescafe coffee', { brand: /nescafe/ }),
  q('brand', 'dabur honey', { brand: /dabur/, name: /honey/ }),
  q('brand', 'saffola oats', { brand: /saffola/, name: /oats/ }),
  q('brand', 'cadbury chocolate', { brand: /cadbury/ }),
  q('brand', 'kelloggs corn flakes', { brand: /kellogg/, name: /corn ?flakes/ }),
  q('brand', 'himalaya face wash', { brand: /himalaya/, name: /face ?wash/ }),
  q('brand', 'nivea body lotion', { brand: /nivea/, name: /lotion/ }),
  q('brand', 'pampers diapers', { brand: /pampers/ }),
  q('brand', 'whisper pads', { brand: /whisper/ }),
  q('brand', 'maggi noodles', { brand: /maggi/, name: /noodles/ }),
  q('brand', 'surf excel', { brand: /surf excel/ }),
  q('brand', 'harpic toilet cleaner', { brand: /harpic/ }),
  q('brand', 'lizol floor cleaner', { brand: /lizol/ }),
  q('brand', 'tata tea', { brand: /^tata tea/ }),
  q('brand', 'paper boat juice', { brand: /paper boat/ }),
  q('brand', 'fortune oil', { brand: /fortune/, name: /oil/ }),
  q('brand', 'lipton green tea', { brand: /lipton/, name: /green/ }),

  // Indian-English and Hindi names, and English names for Hindi ones.
  q('synonym', 'dahi', curd),
  q('synonym', 'curd', curd),
  q('synonym', 'wheat flour', atta),
  q('synonym', 'jeera', cumin),
  q('synonym', 'haldi', turmeric),
  q('synonym', 'badam', almonds),
  q('synonym', 'besan', gramFlour),
  q('synonym', 'chawal', rice),
  q('synonym', 'aloo', potato),
  q('synonym', 'pyaz', onion),
  q('synonym', 'elaichi', cardamom),
  q('synonym', 'kaju', cashew),
  q('synonym', 'kishmish', raisins),
  q('synonym', 'imli', tamarind),
  q('synonym', 'gud', jaggery),
  q('synonym', 'methi', fenugreek),
  q('synonym', 'ajwain', carom),
  q('synonym', 'hing', asafoetida),
  q('synonym', 'saunf', fennel),
  q('synonym', 'dhania powder', coriander),
  q('synonym', 'moongphali', peanuts),
  q('synonym', 'nariyal oil', coconutOil),
  q('synonym', 'kali mirch', blackPepper),
  q('synonym', 'chai', tea),
  q('synonym', 'sooji', semolina),

  // Misspelled: what they meant.
  q('misspelled', 'suger', sugar),
  q('misspelled', 'panner', paneer),
  q('misspelled', 'tumeric', turmeric),
  q('misspelled', 'choclate', chocolate),
  q('misspelled', 'biscut', biscuits),
  q('misspelled', 'shampo', shampoo),
  q('misspelled', 'tothpaste', toothpaste),
  q('misspelled', 'detergant', detergent),
  q('misspelled', 'maggie noodles', { brand: /maggi/, name: /noodles/ }),
  q('misspelled', 'ketchap', ketchup),
  q('misspelled', 'peanut buter', peanutButter),
  q('misspelled', 'corriander powder', coriander),
  q('misspelled', 'cardamon', cardamom),
  q('misspelled', 'cashw', cashew),
  q('misspelled', 'almods', almonds),
  q('misspelled', 'hony', honey),
  q('misspelled', 'chese', cheese),
  q('misspelled', 'noodels', noodles),
  q('misspelled', 'basmathi rice', basmati),
  q('misspelled', 'deodrant', deodorant),
  q('misspelled', 'vinager', vinegar),
  q('misspelled', 'mayonaise', mayonnaise),
  q('misspelled', 'cofee', coffee),
  q('misspelled', 'musterd oil', mustardOil),
  q('misspelled', 'sunflour oil', sunflowerOil),
  q('misspelled', 'olive oli', oliveOil),
  q('misspelled', 'jagery', jaggery),
  q('misspelled', 'vermicili', vermicelli),
  q('misspelled', 'cornflaks', cornflakes),
  q('misspelled', 'tomoto ketchup', ketchup),
  q('misspelled', 'potatoe chips', potatoChips),
  q('misspelled', 'garlik', garlic),
  q('misspelled', 'ginjer', ginger),
  q('misspelled', 'shampooo', shampoo),
  q('misspelled', 'conditoner', conditioner),
  q('misspelled', 'amul buter', { brand: /^amul$/, name: /butter/ }),
  q('misspelled', 'tata slat', { brand: /tata salt/ }),
  q('misspelled', 'colgate tothpaste', { brand: /colgate/, name: /toothpaste/ }),
  q('misspelled', 'dettol handwsh', { brand: /dettol/, name: /hand ?wash/ }),
  q('misspelled', 'britania biscuits', { brand: /britannia/, ...biscuits }),
  q('misspelled', 'haldiram bhujiya', { brand: /haldiram/, name: /bhujia/ }),
  q('misspelled', 'nescafe cofee', { brand: /nescafe/ }),
  q('misspelled', 'cadbury choclate', { brand: /cadbury/ }),
  q('misspelled', 'pampers daipers', { brand: /pampers/ }),
  q('misspelled', 'dabur honny', { brand: /dabur/, name: /honey/ }),
  q('misspelled', 'surf exel', { brand: /surf excel/ }),
  q('misspelled', 'harpik', { brand: /harpic/ }),
  q('misspelled', 'wallnut', walnuts),
  q('misspelled', 'pistacio', pistachio),
  q('misspelled', 'rasins', raisins),
  q('misspelled', 'masur dal', masoor),
  q('misspelled', 'rajmah', rajma),
];
