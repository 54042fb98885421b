/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser). Paths are
 * matched anywhere in a path ((^|/)…) so that scripts/boundaries.test.ts can prove each rule on fixtures.
 */
const web = '(^|/)apps/web/src/';
const server = '(^|/)apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules impossible to read, test or load on their own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-stands-alone',
      severity: 'error',
      comment:
        'A feature never imports another feature: what two features share moves to components/, hooks/ or lib/ (or @kirana/shared); the app composes features.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$2/` },
    },
    {
      name: 'web-imports-flow-down',
      severity: 'error',
      comment: 'components/, hooks/ and lib/ serve features and the app; they never import them.',
      from: { path: `${web}(components|hooks|lib)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'The app (router, layout) composes features; features never import it.',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'server-repositories-stay-home',
      severity: 'error',
      comment:
        "A module's SQL is its own: another module calls its services, never its repository (modules/<m>/*.repository.ts).",
      from: { path: `${server}modules/([^/]+)/` },
      to: { path: `${server}modules/[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${server}modules/$2/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
