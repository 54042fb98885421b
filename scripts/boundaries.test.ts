import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

/** The violations `npm run lint` reports for `paths`, as "rule: from → to". */
async function violations(paths: string[]): Promise<string[]> {
  const result = await cruise(paths, {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
    validate: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

it('fails lint on each kind of forbidden import (fixtures), and passes the allowed ones', async () => {
  const fixtures = 'scripts/boundary-fixtures';
  expect(await violations([fixtures])).toEqual(
    [
      `no-circular: ${fixtures}/apps/server/src/modules/one/ping.ts → ${fixtures}/apps/server/src/modules/one/pong.ts`,
      `server-repositories-stay-home: ${fixtures}/apps/server/src/modules/one/one.service.ts → ${fixtures}/apps/server/src/modules/two/two.repository.ts`,
      `web-feature-stands-alone: ${fixtures}/apps/web/src/features/alpha/page.ts → ${fixtures}/apps/web/src/features/beta/internal.ts`,
      `web-features-below-app: ${fixtures}/apps/web/src/features/alpha/uses-app.ts → ${fixtures}/apps/web/src/app/shell.ts`,
      `web-imports-flow-down: ${fixtures}/apps/web/src/lib/leaky.ts → ${fixtures}/apps/web/src/features/beta/internal.ts`,
    ].sort(),
  );
}, 30_000);
