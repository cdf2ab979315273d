import { describe, expect, it } from 'vitest';
import type { BuiltChunk } from './route-preloads';
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
];

describe('routePreloads', () => {
  it("lists a page's chunk and what it imports, without what the entry loads", () => {
    const preloads = routePreloads(CHUNKS, [['/a', ['/src/features/a/pages/a-page.tsx']]]);
    expect(preloads).toEqual({ '/a': ['assets/feature-a.js', 'assets/common.js'] });
  });

  it('follows imports through shared chunks, each file once, for every route of a chunk', () => {
    const preloads = routePreloads(CHUNKS, [
      ['/b', ['/src/features/b/pages/b-page.tsx']],
      ['/b/:id', ['/src/features/b/pages/b-detail-page.tsx']],
    ]);
    const files = ['assets/feature-b.js', 'assets/forms.js', 'assets/common.js'];
    expect(preloads).toEqual({ '/b': files, '/b/:id': files });
  });

  it('joins the chunks of a page loaded from two modules', () => {
    const preloads = routePreloads(CHUNKS, [
      ['/a-with-aside', ['/src/features/a/pages/a-page.tsx', '/src/features/c/components/aside.tsx']],
    ]);
    expect(preloads['/a-with-aside']).toEqual(['assets/feature-a.js', 'assets/feature-c.js', 'assets/common.js']);
  });

  it('lists nothing for a page the entry already holds', () => {
    expect(routePreloads(CHUNKS, [['/', ['/src/app/router.tsx']]])).toEqual({ '/': [] });
  });

  it('fails on a page module no chunk holds', () => {
    expect(() => routePreloads(CHUNKS, [['/x', ['/src/features/x/pages/x-page.tsx']]])).toThrow(/x-page/);
  });
});
