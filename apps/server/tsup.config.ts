import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    import: 'src/cli/import.ts',
    'import-stock': 'src/cli/import-stock.ts',
    generate: 'src/cli/generate.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // The shared package is TypeScript source; bundle it. Everything else stays in node_modules.
  noExternal: [/^@kirana\//],
  // migrate.ts resolves ./migrations beside the bundle.
  onSuccess: () => cp('src/db/migrations', 'dist/migrations', { recursive: true }),
});
