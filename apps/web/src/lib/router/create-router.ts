import type { Branch, LazyRouteParts, RouteMatches, RouteObject } from './match-routes';
import { matchRoutes, rankBranches } from './match-routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the first entry, a new key for each navigation. */
  key: string;
}

/** A route of the current location that failed to load; the nearest error element shows the error. */
export interface LoadError {
  routeIndex: number;
  error: unknown;
}

export interface RouterState {
  location: Location;
  matches: RouteMatches | null;
  /** False while the first location's lazy routes load. */
  initialized: boolean;
  loadError: LoadError | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** True while a navigation to another pathname loads its routes: the current page is being left. */
  readonly leaving: boolean;
  /** A path (absolute, or relative to the current URL) or a step through history (-1 is back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** The href of a path, resolved against the current location. */
  createHref(to: string): string;
  /** Stops following the history (back and forward). */
  dispose(): void;
  /** Settles once the first location's lazy routes have loaded (or failed to): the first render can show the page. */
  readonly ready: Promise<void>;
}

/** Where the router keeps its entries: the browser's history or an array (tests). */
interface History {
  current(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back when the entry changes without the router (back, forward); answers how to stop. */
  listen(onPop: (location: Location) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);
export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + search + hash;

/** The location a path leads to from the current one ('?page=2' keeps the pathname). */
function resolveLocation(to: string, from: Location, state: unknown): Location {
  const url = new URL(to, `http://router.invalid${createPath(from)}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: newKey() };
}

function browserHistory(): History {
  const current = (): Location => {
    const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  const entry = (location: Location) => ({ usr: location.state, key: location.key });
  return {
    current,
    push: (location) => window.history.pushState(entry(location), '', createPath(location)),
    replace: (location) => window.history.replaceState(entry(location), '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => {
      const onPopState = () => onPop(current());
      window.addEventListener('popstate', onPopState);
      return () => window.removeEventListener('popstate', onPopState);
    },
  };
}

function memoryHistory(initialEntries: string[], initialIndex?: number): History {
  const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const entries = initialEntries.map((path, i) => ({
    ...resolveLocation(path, start, null),
    key: i ? newKey() : 'default',
  }));
  if (entries.length === 0) entries.push(start);
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let onPop: (location: Location) => void = () => undefined;
  const at = (i: number) => entries[i] ?? start;
  return {
    current: () => at(index),
    push: (location) => {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace: (location) => {
      entries[index] = location;
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      onPop(at(index));
    },
    listen: (listener) => {
      onPop = listener;
      return () => {
        onPop = () => undefined;
      };
    },
  };
}

/** Lazy routes load once per route object, shared by every router made from it. */
const loadedParts = new WeakMap<RouteObject, LazyRouteParts>();
const loadingParts = new WeakMap<RouteObject, Promise<LazyRouteParts>>();

/** The route with the parts its `lazy` loaded. */
export function resolvedRoute(route: RouteObject): RouteObject {
  const parts = loadedParts.get(route);
  return parts ? { ...route, ...parts } : route;
}

function loadRoute(route: RouteObject, lazy: () => Promise<LazyRouteParts>): Promise<LazyRouteParts> {
  const loading =
    loadingParts.get(route) ??
    lazy().then(
      (parts) => {
        loadedParts.set(route, parts);
        return parts;
      },
      (error: unknown) => {
        loadingParts.delete(route);
        throw error;
      },
    );
  loadingParts.set(route, loading);
  return loading;
}

/** The matched routes whose chunks have not loaded yet. */
function unloaded(matches: RouteMatches | null): number[] {
  const routes = matches?.routes ?? [];
  return routes.flatMap((route, i) => (route.lazy && !loadedParts.has(route) ? [i] : []));
}

/** Loads the matched lazy routes; answers the first that failed. */
async function loadMatches(matches: RouteMatches, indexes: number[]): Promise<LoadError | null> {
  const results = await Promise.allSettled(
    indexes.map((i) => {
      const route = matches.routes[i];
      return route?.lazy ? loadRoute(route, route.lazy) : Promise.resolve({});
    }),
  );
  const failed = results.findIndex((result) => result.status === 'rejected');
  const result = results[failed];
  return result?.status === 'rejected' ? { routeIndex: indexes[failed] ?? 0, error: result.reason } : null;
}

function createRouter(routes: RouteObject[], history: History): Router {
  const branches: Branch[] = rankBranches(routes);
  const listeners = new Set<() => void>();
  const firstLocation = history.current();
  const firstMatches = matchRoutes(branches, firstLocation.pathname);
  let state: RouterState = {
    location: firstLocation,
    matches: firstMatches,
    initialized: unloaded(firstMatches).length === 0,
    loadError: null,
  };
  let latestNavigation = 0;
  let loadingPathname: string | null = null;

  const setState = (next: RouterState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  /**
   * Moves to a location once its lazy routes have loaded (the current page stays until then), writing the history
   * entry at that moment; a later navigation supersedes one still loading. Synchronous when nothing needs loading.
   */
  const commit = (location: Location, writeHistory: () => void): Promise<void> => {
    const navigation = ++latestNavigation;
    const matches = matchRoutes(branches, location.pathname);
    const finish = (loadError: LoadError | null) => {
      if (navigation !== latestNavigation) return;
      loadingPathname = null;
      writeHistory();
      setState({ location, matches, initialized: true, loadError });
    };
    const pending = unloaded(matches);
    if (!matches || pending.length === 0) {
      finish(null);
      return Promise.resolve();
    }
    loadingPathname = location.pathname;
    return loadMatches(matches, pending).then(finish);
  };

  const stopListening = history.listen((location) => void commit(location, () => undefined));
  const ready = state.initialized ? Promise.resolve() : commit(firstLocation, () => undefined);

  return {
    get state() {
      return state;
    },
    get leaving() {
      return loadingPathname !== null && loadingPathname !== state.location.pathname;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = resolveLocation(to, state.location, options.state);
      return commit(location, () => (options.replace ? history.replace(location) : history.push(location)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => createPath(resolveLocation(to, state.location, null)),
    dispose: stopListening,
    ready,
  };
}

/** The app's router, on the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, browserHistory());
}

/** A router on an in-memory history, for tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, memoryHistory(options.initialEntries ?? ['/'], options.initialIndex));
}
