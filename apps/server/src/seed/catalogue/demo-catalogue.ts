import { attaRiceDal } from './atta-rice-dal';
import { babyCare } from './baby-care';
import { bakeryBiscuits } from './bakery-biscuits';
import { breakfastInstantFood } from './breakfast-instant-food';
import { cleaningEssentials } from './cleaning-essentials';
import { dairyBreadEggs } from './dairy-bread-eggs';
import { fruitsVegetables } from './fruits-vegetables';
import { oilGheeMasala } from './oil-ghee-masala';
import { personalCare } from './personal-care';
import { snacksMunchies } from './snacks-munchies';
import { sweetsChocolates } from './sweets-chocolates';
import { teaCoffeeBeverages } from './tea-coffee-beverages';
import type { CategorySeed } from './types';

/** Written for Kirana. Order matters: earlier products get later created_at, so they list first. */
export const demoCatalogue: CategorySeed[] = [
  dairyBreadEggs,
  fruitsVegetables,
  attaRiceDal,
  oilGheeMasala,
  snacksMunchies,
  sweetsChocolates,
  teaCoffeeBeverages,
  breakfastInstantFood,
  bakeryBiscuits,
  cleaningEssentials,
  personalCare,
  babyCare,
];
