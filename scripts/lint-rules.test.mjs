import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `filePath` and answers the rules it breaks. */
async function brokenRules(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${root}${filePath}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('stops a feature importing another feature', async () => {
    const code = "import { LoginPage } from '@/features/identity/pages/login-page';\nvoid LoginPage;";
    expect(await brokenRules('apps/web/src/features/landing/pages/boundary-probe.tsx', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('stops shared code (layout, components, lib, i18n) importing a feature', async () => {
    const code = "import { catalogue } from '@/features/profile/i18n/catalogue';\nvoid catalogue;";
    for (const file of [
      'apps/web/src/app/layout/boundary-probe.tsx',
      'apps/web/src/app/boundary-probe.tsx',
      'apps/web/src/components/boundary-probe.tsx',
      'apps/web/src/lib/boundary-probe.ts',
      'apps/web/src/i18n/boundary-probe.ts',
    ]) {
      expect(await brokenRules(file, code), file).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('lets a feature import itself and the shared folders, and app/ import features', async () => {
    const feature = [
      "import { LandingPage } from '@/features/landing/pages/landing-page';",
      "import { PageLoader } from '@/components/page-loader';",
      "import { useUserContext } from '@/lib/get-user-context';",
      'void [LandingPage, PageLoader, useUserContext];',
    ].join('\n');
    expect(await brokenRules('apps/web/src/features/landing/pages/boundary-probe.tsx', feature)).toEqual([]);
    const app = "import { LoginPage } from '@/features/identity/pages/login-page';\nvoid LoginPage;";
    expect(await brokenRules('apps/web/src/app/router.tsx', app)).toEqual([]);
    const texts = "import { catalogue } from '@/features/profile/i18n/catalogue';\nvoid catalogue;";
    expect(await brokenRules('apps/web/src/app/feature-catalogues.ts', texts)).toEqual([]);
  });

  it('stops platform/ and db/ importing modules/', async () => {
    const code =
      "import { registerHealthRoutes } from '../modules/health/health.routes.js';\nvoid registerHealthRoutes;";
    expect(await brokenRules('apps/server/src/platform/boundary-probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const db =
      "import { registerHealthRoutes } from '../../modules/health/health.routes.js';\nvoid registerHealthRoutes;";
    expect(await brokenRules('apps/server/src/db/seed/boundary-probe.ts', db)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("stops a module importing another module's repository, not its own or platform's", async () => {
    const other = "import { readVersion } from '../glossary/glossary.repository.js';\nvoid readVersion;";
    expect(await brokenRules('apps/server/src/modules/support/boundary-probe.ts', other)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const own = [
      "import * as products from './products.repository.js';",
      "import { findUserById } from '../../platform/users.repository.js';",
      'void [products, findUserById];',
    ].join('\n');
    expect(await brokenRules('apps/server/src/modules/products/boundary-probe.ts', own)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('stops an import that closes a cycle', async () => {
    // get-user-context imports api-client, so api-client importing it back closes a cycle.
    const code = "import { getUserContext } from './get-user-context';\nvoid getUserContext;";
    expect(await brokenRules('apps/web/src/lib/api-client.ts', code)).toEqual(['import-x/no-cycle']);
  });
});
