import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  // The migration drift test points this at a scratch copy.
  out: process.env.DRIZZLE_OUT ?? './src/db/migrations',
});
