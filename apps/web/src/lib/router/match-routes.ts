import type { ComponentType, ReactNode } from 'react';

/** What a route's `lazy` resolves to: the parts of the route that are loaded with its chunk. */
export type LazyRouteParts = Pick<RouteObject, 'element' | 'Component' | 'errorElement'>;

/**
 * A route as the app declares it, with the fields of React Router's route objects that the app uses. A route with
 * neither `element` nor `Component` renders its children (a layout of its own `Outlet`).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  /** Paths match case-insensitively unless this is set. */
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Shown instead of this route (and its children) when one of them throws while rendering or loading. */
  errorElement?: ReactNode;
  /** Shown while the first location's lazy routes load. */
  HydrateFallback?: ComponentType;
  lazy?: () => Promise<LazyRouteParts>;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** The routes a pathname matched, from the outermost layout to the page, with their params together. */
export interface RouteMatches {
  routes: RouteObject[];
  params: Params;
}

interface CompiledSegment {
  route: RouteObject;
  matcher: RegExp;
  paramNames: string[];
}

/** One way down the route tree that a pathname may match, with its rank among the others. */
export interface Branch {
  score: number;
  childIndexes: number[];
  segments: CompiledSegment[];
}

const PARAM = /^:[\w-]+$/;
const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** React Router's pattern: `:name` takes one segment, a trailing `*` takes the rest. No optional segments. */
function compilePath(path: string, caseSensitive: boolean, end: boolean): Omit<CompiledSegment, 'route'> {
  const paramNames: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      paramNames.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    paramNames.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), paramNames };
}

/** React Router's ranking: static segments beat params, params beat splats, an index beats its layout. */
function scorePath(path: string, index: boolean): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  const segmentScore = (segment: string) => (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10);
  return segments.filter((segment) => segment !== '*').reduce((score, s) => score + segmentScore(s), initial);
}

interface BranchStep {
  route: RouteObject;
  relativePath: string;
  childIndex: number;
}

function addBranches(routes: RouteObject[], branches: Branch[], parents: BranchStep[], parentPath: string): void {
  routes.forEach((route, childIndex) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(`Route path "${relativePath}" nested under "${parentPath}" must start with it`);
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const steps = [...parents, { route, relativePath, childIndex }];
    if (route.children?.length) addBranches(route.children, branches, steps, path);
    if (route.path === undefined && !route.index) return;
    branches.push({
      score: scorePath(path, route.index === true),
      childIndexes: steps.map((step) => step.childIndex),
      segments: steps.map((step, i) => ({
        route: step.route,
        ...compilePath(step.relativePath, step.route.caseSensitive === true, i === steps.length - 1),
      })),
    });
  });
}

/** Siblings keep their declared order; branches under different parents rank equally. */
function compareSiblings(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

/** Every branch of the route tree, best first: the first one that matches a pathname wins. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  addBranches(routes, branches, [], '');
  return branches.sort((a, b) => b.score - a.score || compareSiblings(a.childIndexes, b.childIndexes));
}

function matchSegment(segment: CompiledSegment, pathname: string): { params: Params; base: string } | null {
  const found = segment.matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let base = withoutTrailingSlash(matched);
  const params: Params = {};
  segment.paramNames.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') base = withoutTrailingSlash(matched.slice(0, matched.length - value.length));
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, base };
}

function matchBranch(branch: Branch, pathname: string): RouteMatches | null {
  const params: Params = {};
  let matchedPathname = '/';
  for (const segment of branch.segments) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchSegment(segment, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    if (match.base !== '/') matchedPathname = joinPaths([matchedPathname, match.base]);
  }
  return { routes: branch.segments.map((segment) => segment.route), params };
}

/** Decodes each segment, keeping an encoded slash inside a segment so it stays one segment. */
function decodePathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The routes the pathname leads to, or null when no route matches it. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatches | null {
  const decoded = decodePathname(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/** A route path with its `:params` (encoded) and trailing `*` filled in, as React Router's generatePath does. */
export function generatePath(path: string, params: Record<string, string | number | null | undefined> = {}): string {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const segments = path.split(/\/+/).map((segment, index, all) => {
    if (index === all.length - 1 && segment === '*') return text(params['*']);
    const param = /^:([\w-]+)(.*)/.exec(segment);
    if (!param) return segment;
    const [, name = '', suffix] = param;
    if (params[name] == null) throw new Error(`Missing ":${name}" param`);
    return encodeURIComponent(text(params[name])) + suffix;
  });
  return (path.startsWith('/') ? '/' : '') + segments.filter(Boolean).join('/');
}
