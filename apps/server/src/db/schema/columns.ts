/** Column helpers every table uses: ids, references, timestamps, money. */
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

export const id = () => text('id').primaryKey().$defaultFn(newId);
export const ref = (name: string) => text(name).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
/** Rupees with paise; read back as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
