import { describe, expect, it } from 'vitest';
import type { RouteObject } from '@/lib/router/router';
import { PAGE_MODULES } from './page-modules';
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
});
