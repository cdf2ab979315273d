import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkNamer } from './chunk-groups';

const src = (file: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', file);
const ZOD = '/repo/node_modules/zod/index.js';
const HOOK_FORM = '/repo/node_modules/react-hook-form/dist/index.esm.mjs';
const REACT = '/repo/node_modules/react/index.js';
const MUI_UTIL = '/repo/node_modules/@mui/utils/useRovingTabIndex/index.js';

/**
 * A small app: the entry, a layout, two features sharing a dialog and a schema module, texts per language; the
 * launcher (products) shares a chip with feature b and opens a dialog of its own on first use.
 */
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [src('main.tsx')]: { importedIds: [src('app/layout.tsx'), REACT], dynamicallyImportedIds: [] },
  [REACT]: { importedIds: [], dynamicallyImportedIds: [] },
  [MUI_UTIL]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('app/layout.tsx')]: {
    importedIds: [],
    dynamicallyImportedIds: [
      src('features/a/pages/a-page.tsx'),
      src('features/b/pages/b-page.tsx'),
      src('features/products/pages/apps-page.tsx'),
    ],
  },
  [src('features/products/pages/apps-page.tsx')]: {
    importedIds: [src('components/chip.tsx')],
    dynamicallyImportedIds: [src('features/products/components/learn-more-dialog.tsx')],
  },
  [src('features/products/components/learn-more-dialog.tsx')]: {
    importedIds: [src('components/dialog.tsx'), src('components/markdown.tsx')],
    dynamicallyImportedIds: [],
  },
  [src('components/form-field.tsx')]: { importedIds: [HOOK_FORM, src('lib/schemas.ts')], dynamicallyImportedIds: [] },
  [HOOK_FORM]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('components/chip.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('components/markdown.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('features/a/pages/a-page.tsx')]: {
    importedIds: [
      src('components/dialog.tsx'),
      src('features/a/only-a.ts'),
      src('app/layout.tsx'),
      src('components/form-field.tsx'),
    ],
    dynamicallyImportedIds: [src('features/a/i18n/fr-CA.json')],
  },
  [src('features/b/pages/b-page.tsx')]: {
    importedIds: [
      src('components/dialog.tsx'),
      src('lib/schemas.ts'),
      src('components/chip.tsx'),
      src('components/form-field.tsx'),
    ],
    dynamicallyImportedIds: [],
  },
  [src('features/a/only-a.ts')]: { importedIds: [src('lib/schemas.ts')], dynamicallyImportedIds: [] },
  [src('components/dialog.tsx')]: { importedIds: [MUI_UTIL], dynamicallyImportedIds: [] },
  [src('lib/schemas.ts')]: { importedIds: [src('lib/zod-config.ts')], dynamicallyImportedIds: [] },
  [src('lib/zod-config.ts')]: { importedIds: [ZOD], dynamicallyImportedIds: [] },
  [ZOD]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('features/a/i18n/fr-CA.json')]: { importedIds: [], dynamicallyImportedIds: [] },
};

describe('chunkNamer', () => {
  const name = chunkNamer();
  const chunkOf = (id: string) => name(id, { getModuleInfo: (moduleId) => GRAPH[moduleId] ?? null });

  it('puts what the entry imports in the framework (libraries) or the shell, and what one feature uses in its chunk', () => {
    expect(chunkOf(REACT)).toBe('framework');
    expect(chunkOf(src('main.tsx'))).toBe('shell');
    expect(chunkOf(src('app/layout.tsx'))).toBe('shell');
    expect(chunkOf(src('features/a/pages/a-page.tsx'))).toBe('feature-a');
    expect(chunkOf(src('features/a/only-a.ts'))).toBe('feature-a');
  });

  it('shares between features what needs a form in forms, what needs zod alone in schemas, the rest in common', () => {
    expect(chunkOf(src('components/form-field.tsx'))).toBe('forms');
    expect(chunkOf(HOOK_FORM)).toBe('forms');
    expect(chunkOf(src('lib/schemas.ts'))).toBe('schemas');
    expect(chunkOf(src('lib/zod-config.ts'))).toBe('schemas');
    expect(chunkOf(ZOD)).toBe('schemas');
    expect(chunkOf(src('components/dialog.tsx'))).toBe('common');
  });

  it('keeps apart what a feature loads on first use, and what the pages opened first share', () => {
    expect(chunkOf(src('features/products/pages/apps-page.tsx'))).toBe('feature-products');
    expect(chunkOf(src('features/products/components/learn-more-dialog.tsx'))).toBe('feature-products-later');
    expect(chunkOf(src('components/markdown.tsx'))).toBe('feature-products-later');
    expect(chunkOf(src('components/chip.tsx'))).toBe('shell');
    expect(chunkOf(src('components/dialog.tsx'))).toBe('common');
    expect(chunkOf(MUI_UTIL)).toBe('common');
  });

  it("leaves each language's texts to a chunk of their own", () => {
    expect(chunkOf(src('features/a/i18n/fr-CA.json'))).toBeNull();
  });
});
