import { type Config, ConfigError } from '../../config';
import type { Executor } from '../../db/client';
import { pincodeCoordinates } from './pincode-coordinates';
import { type NewStore, updateDefaultStore } from './store.repository';

/**
 * Applies DEFAULT_STORE_* at start (main.ts): a single-store shop is placed by its environment, the way
 * ADMIN_EMAIL names its admin. What is not set stays as an admin left it.
 */
export async function configureDefaultStore(db: Executor, settings: Config['defaultStore']): Promise<void> {
  const changes: Partial<NewStore> = {};
  if (settings.name) changes.name = settings.name;
  if (settings.radiusKm) changes.radiusKm = settings.radiusKm;
  if (settings.pincode) {
    const point = pincodeCoordinates(settings.pincode);
    if (!point)
      throw new ConfigError(`DEFAULT_STORE_PINCODE: we don't know the PIN code ${settings.pincode}`);
    Object.assign(changes, { pincode: settings.pincode, ...point });
  }
  if (Object.keys(changes).length > 0) await updateDefaultStore(db, changes);
}
