// Allowed: another module's service. Forbidden: its repository.
import { findTwo } from '../two/two.repository';
import { two } from '../two/two.service';

export const one = () => findTwo() + two();
