/** The database schema, one file per domain; drizzle-kit generates the one migration history from it. */
export * from './accounts';
export * from './catalogue';
export * from './operations';
export * from './orders';
export * from './search';
export * from './stores';
