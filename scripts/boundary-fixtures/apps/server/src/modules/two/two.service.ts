// Allowed: a module's own repository.
import { findTwo } from './two.repository';

export const two = () => findTwo();
