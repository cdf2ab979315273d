import { describe, expect, it } from 'vitest';
import type { BuiltChunk, RoutePage } from './route-preloads';
import { routePreloads } from './route-preloads';

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false): BuiltChunk => ({
  fileName,
  imports,
  moduleIds,
  isEntry,
});

/** A small build: the entry and its shell, two features sharing `common`, one also `forms`, texts per language. */
const CHUNKS = [
  chunk('assets/index.js', ['assets/framework.js', 'assets/shell.js'], ['/src/main.tsx'], true),
  chunk('assets/framework.js', [], ['/node_modules/react/index.js']),
  chunk('assets/shell.js', ['assets/framework.js'], ['/src/app/router.tsx']),
  chunk('assets/common.js', ['assets/shell.js'], ['/src/components/dialog.tsx']),
  chunk('assets/forms.js', ['assets/common.js'], ['/node_modules/zod/index.js']),
  chunk('assets/feature-a.js', ['assets/common.js', 'assets/shell.js'], ['/src/features/a/pages/a-page.tsx']),
  chunk(
    'assets/feature-b.js',
    ['assets/forms.js', 'assets/framework.js'],
    ['/src/features/b/pages/b-page.tsx', '/src/features/b/pages/b-detail-page.tsx'],
  ),
  chunk('assets/feature-c.js', ['assets/shell.js'], ['/src/features/c/components/aside.tsx']),
  chunk('assets/en-US.js', [], ['/src/features/a/i18n/en-US.json']),
  chunk('assets/fr-CA.js', ['assets/common.js'], ['/src/features/a/i18n/fr-CA.json']),
  chunk('assets/shell-en-US.js', ['assets/shell.js'], ['/src/i18n/catalogues/en-US.ts']),
  chunk('assets/shell-fr-CA.js', ['assets/shell.js'], ['/src/i18n/catalogues/fr-CA.ts']),
];

/** A route's page of the build above: its modules, and its texts in two languages (none unless given). */
const page = (path: string, moduleIds: string[], textIds: Record<string, string[]> = {}): RoutePage => ({
  path,
  moduleIds,
  textIds,
});

describe('routePreloads', () => {
  it("lists a page's chunk and what it imports, without what the entry loads", () => {
    const preloads = routePreloads(CHUNKS, [page('/a', ['/src/features/a/pages/a-page.tsx'])]);
    expect(preloads).toEqual({ '/a': { modules: ['assets/feature-a.js', 'assets/common.js'], texts: {} } });
  });

  it('follows imports through shared chunks, each file once, for every route of a chunk', () => {
    const preloads = routePreloads(CHUNKS, [
      page('/b', ['/src/features/b/pages/b-page.tsx']),
      page('/b/:id', ['/src/features/b/pages/b-detail-page.tsx']),
    ]);
    const modules = ['assets/feature-b.js', 'assets/forms.js', 'assets/common.js'];
    expect(preloads).toEqual({ '/b': { modules, texts: {} }, '/b/:id': { modules, texts: {} } });
  });

  it('joins the chunks of a page loaded from two modules', () => {
    const preloads = routePreloads(CHUNKS, [
      page('/a-with-aside', ['/src/features/a/pages/a-page.tsx', '/src/features/c/components/aside.tsx']),
    ]);
    expect(preloads['/a-with-aside']?.modules).toEqual([
      'assets/feature-a.js',
      'assets/feature-c.js',
      'assets/common.js',
    ]);
  });

  it("lists each language's text chunks, with what they import beyond the entry's", () => {
    const preloads = routePreloads(CHUNKS, [
      page('/a', ['/src/features/a/pages/a-page.tsx'], {
        'en-US': ['/src/i18n/catalogues/en-US.ts', '/src/features/a/i18n/en-US.json'],
        'fr-CA': ['/src/i18n/catalogues/fr-CA.ts', '/src/features/a/i18n/fr-CA.json'],
      }),
    ]);
    expect(preloads['/a']?.texts).toEqual({
      'en-US': ['assets/shell-en-US.js', 'assets/en-US.js'],
      'fr-CA': ['assets/shell-fr-CA.js', 'assets/fr-CA.js', 'assets/common.js'],
    });
  });

  it('lists nothing for a page the entry already holds', () => {
    expect(routePreloads(CHUNKS, [page('/', ['/src/app/router.tsx'])])).toEqual({ '/': { modules: [], texts: {} } });
  });

  it('fails on a page module no chunk holds', () => {
    expect(() => routePreloads(CHUNKS, [page('/x', ['/src/features/x/pages/x-page.tsx'])])).toThrow(/x-page/);
  });
});
