// Allowed: the feature's own files and lib/. Forbidden: another feature.
import { shout } from '../../lib/format';
import { beta } from '../beta/internal';
import { own } from './own';

export const page = shout(`${own} ${beta}`);
