import { NAVIGATION_ROUTES } from '@portal/contract/navigation';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from '@/lib/router/router';
import { appRoutes } from '../router';
import { NAVIGABLE_PAGES } from './navigation-pages';

function routedPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path && route.path !== '/' && route.path !== '*' ? [`/${route.path.replace(/^\//, '')}`] : []),
    ...routedPaths(route.children ?? []),
  ]);
}

describe('the pages the navigation may offer', () => {
  it('are exactly the navigation routes the router has a page for', () => {
    const routed = new Set(routedPaths(appRoutes));
    const built = NAVIGATION_ROUTES.filter((route) => routed.has(route));
    expect([...NAVIGABLE_PAGES].sort()).toEqual([...built].sort());
  });
});
