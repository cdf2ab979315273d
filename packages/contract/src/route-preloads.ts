import { z } from 'zod';

/**
 * The web build's file beside index.html naming each route's page chunks (decision 059): the server writes them into
 * the route's page as modulepreload links; it reads the file at start and never serves it.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Route pattern to the root-relative URLs of built chunks only, so a link's address needs no escaping. */
export const routePreloadsSchema = z.record(
  z.string().startsWith('/'),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
);

export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
