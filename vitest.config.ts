import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores - 1): on CI's 2 cores that is one worker for the whole run.
    maxWorkers: '100%',
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint rules' own tests: each boundary fails on a deliberate violation.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
