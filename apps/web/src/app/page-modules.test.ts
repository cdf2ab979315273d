import { describe, expect, it } from 'vitest';
import type { RouteObject } from '@/lib/router/router';
import { featureCatalogues } from './feature-catalogues';
import { PAGE_MODULES, TEXT_MODULES } from './page-modules';
import { appRoutes } from './router';

/** The paths the router loads a page for: its index is '/', its fallback ('*') loads none. */
function pagePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.lazy && route.path ? [`/${route.path}`] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('the page modules the build preloads', () => {
  it("name exactly the router's pages, each once", () => {
    const named = PAGE_MODULES.map(([path]) => path);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(pagePaths(appRoutes).sort());
  });

  it("name each feature's texts by the module feature-catalogues.ts loads them from", async () => {
    expect(Object.keys(TEXT_MODULES).sort()).toEqual(Object.keys(featureCatalogues).sort());
    for (const [name, specifier] of Object.entries(TEXT_MODULES)) {
      const module = (await import(/* @vite-ignore */ specifier)) as { catalogue: unknown };
      expect(module.catalogue, name).toBe(featureCatalogues[name as keyof typeof featureCatalogues]);
    }
  });
});
