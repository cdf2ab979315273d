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
    // One module graph per worker, not per file: the files share no module state (no mocks, no module globals:
    // the application's state lives on each test's own context), and importing the server once per file cost more
    // than half the suite's time.
    isolate: false,
    hookTimeout: 60_000,
  },
});
