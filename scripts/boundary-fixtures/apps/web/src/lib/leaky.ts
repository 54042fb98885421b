// Forbidden: lib/ importing a feature.
import { beta } from '../features/beta/internal';

export const leaky = beta;
