// Fixture: the app may import features.
import { page } from '../features/alpha/page';

export const shell = page;
