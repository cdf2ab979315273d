import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'chunk-groups.test.ts', 'route-preloads.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Page tests render a whole page in jsdom; on a 2-core machine loaded ten deep, a long one took 22 s. The budget
      // catches a hang, it does not time anything.
      testTimeout: 60_000,
    },
  }),
);
