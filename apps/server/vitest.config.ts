import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The contract is consumed as TypeScript source through its `source` export condition.
const conditions = ['source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
