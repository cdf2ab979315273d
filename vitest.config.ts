import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint rules' own tests: each boundary fails on a deliberate violation.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
