import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';
const subfolders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Exceptions to a glob are matched against absolute paths, hence `root`.
// A feature imports only itself and shared folders (components/, lib/, i18n/); app/ composes features.
const featureZones = subfolders(webFeatures).map((name) => ({
  target: `${webFeatures}/${name}/**`,
  from: [`${webFeatures}/*/**`],
  except: [`${root}/${webFeatures}/${name}/**`],
  message: 'Features do not import each other: move what several features need to components/ or lib/.',
}));

// Shared code imports no feature (bulletproof-react's unidirectional zones): the layout and the shared components
// show on every page, so a feature they imported would load everywhere, texts included. Only app/router.tsx and
// app/feature-catalogues.ts compose the features.
const web = 'apps/web/src';
const sharedZone = {
  target: [
    `${web}/components/**`,
    `${web}/lib/**`,
    `${web}/i18n/**`,
    `${web}/app/*/**`,
    `${web}/app/!(router|feature-catalogues).{ts,tsx}`,
  ],
  from: `${webFeatures}/**`,
  message:
    'Shared code (app/, components/, lib/, i18n/) imports no feature: move what it needs to lib/ or components/, ' +
    'its texts to the shell catalogue (move-keys); only app/router.tsx and app/feature-catalogues.ts compose features.',
};

const layerZones = [
  {
    target: 'apps/server/src/platform/**',
    from: `${serverModules}/**`,
    message: 'platform/ is below the modules: it never imports from modules/.',
  },
  {
    target: 'apps/server/src/db/**',
    from: `${serverModules}/**`,
    message: 'db/ imports nothing from modules/.',
  },
];

// A module reaches another module's data through that module's service, never its repository.
const repositoryZones = subfolders(serverModules).map((name) => ({
  target: `${serverModules}/${name}/**`,
  from: [`${serverModules}/*/*.repository.ts`],
  except: [`${root}/${serverModules}/${name}/*.repository.ts`],
  message: "A module does not import another module's repository: call that module's service.",
}));

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.tsbuildinfo', 'apps/web/e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, sharedZone, ...layerZones, ...repositoryZones]),
    },
  },
  ...['apps/web', 'apps/server', 'packages/contract'].map((dir) => ({
    // One tsconfig per part, so that its paths resolve even for a file the tsconfig does not list yet.
    files: [`${dir}/**/*.{ts,tsx}`],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${root}/${dir}/tsconfig.json`,
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
  })),
  {
    // Tests may read another module's repository to check what a call stored.
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones]) },
  },
  {
    // A shared part's test may render it beside a feature's page, with that feature's fixtures.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(featureZones) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The scripts of the server-rendered pages: plain browser scripts, served as they are (platform/page-assets.ts).
    files: ['apps/server/src/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'apps/web/e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
