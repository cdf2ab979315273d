import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Component, createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Location, NavigateOptions, Router, RouterState } from './create-router';
import { createPath, resolvedRoute } from './create-router';
import type { Params, RouteMatches } from './match-routes';

export type { Location, NavigateOptions, Router } from './create-router';
export { createBrowserRouter, createMemoryRouter } from './create-router';
export type { Params, RouteObject } from './match-routes';
export { generatePath } from './match-routes';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and components need a RouterProvider above them');
  return router;
}

function useRouterState(): RouterState {
  useRouter();
  return useContext(StateContext) as RouterState;
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  location: Location;
}

/** A route's error element in place of the route when it throws; it clears when the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error.value}>{this.props.errorElement}</RouteErrorContext.Provider>
    );
  }
}

function hydrateFallback(matches: RouteMatches | null): ReactNode {
  const Fallback = matches?.routes.find((route) => route.HydrateFallback)?.HydrateFallback;
  return Fallback ? <Fallback /> : null;
}

/** The matched routes nested into each other, page innermost; each route's element reaches its child by Outlet. */
function renderMatches({ location, matches, initialized, loadError }: RouterState): ReactNode {
  if (!initialized) return hydrateFallback(matches);
  if (!matches) return null;
  return matches.routes.reduceRight<ReactNode>((outlet, declared, index) => {
    const route = resolvedRoute(declared);
    const content =
      loadError?.routeIndex === index ? (
        <Rethrow error={loadError.error} />
      ) : (
        (route.element ?? (route.Component ? <route.Component /> : outlet))
      );
    const node = <RouteContext.Provider value={{ outlet, params: matches.params }}>{content}</RouteContext.Provider>;
    if (route.errorElement === undefined) return node;
    return (
      <RouteErrorBoundary location={location} errorElement={route.errorElement}>
        {node}
      </RouteErrorBoundary>
    );
  }, null);
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where the child route of the current route renders. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The `:params` of the current route (and its layouts). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** What a route's error element shows: the error its route threw. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

export type URLSearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;
export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** React Router's reading of an object: an array value gives the key once per item. */
function createSearchParams(init: URLSearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}

/**
 * The query string as URLSearchParams, and a setter that navigates to the same pathname with a new one (a push
 * unless `{ replace: true }`). A function setter gets the query string of the moment it runs. While a navigation to
 * another page is loading, the current page is being left and the setter does nothing.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      // A page's own query change (a debounced search, say) must not call back a navigation away from it.
      if (router.leaving) return;
      const previous = new URLSearchParams(router.state.location.search);
      const query = createSearchParams(typeof next === 'function' ? next(previous) : next).toString();
      void router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}

/** Navigates when rendered (in an effect), replacing the current entry when asked. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace });
  }, [router, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the page instead of navigating in the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The in-app path of a `to`, or null when it leads to another origin. */
function internalPath(to: string): string | null {
  if (!ABSOLUTE_URL.test(to)) return to;
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/** A click the browser would handle as "open here": the main button, no modifier key, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/**
 * An `<a href>` that navigates in the app on a plain click; modified clicks, other targets and other origins are
 * left to the browser. A link to the current URL replaces the entry instead of adding one.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...anchor }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const path = internalPath(to);
  const href = path === null ? to : router.createHref(path);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || path === null || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    void router.navigate(path, { replace: replace ?? href === createPath(location), state });
  };

  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}
