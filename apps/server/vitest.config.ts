import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database clone; two cores cannot run many at once usefully.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
