import { z } from 'zod';
import { ALLOWED_LOCALES } from './locale.js';

/**
 * The web build's file beside index.html naming each route's page chunks and text chunks (decision 059): the server
 * writes them into the route's page as modulepreload links; it reads the file at start and never serves it.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The root-relative URL of a built chunk only, so a link's address needs no escaping. */
const chunkUrlSchema = z.string().regex(/^\/assets\/[\w.-]+\.js$/);

/**
 * Route pattern to what its page loads beyond index.html: its modules' chunks, and by language the chunks of the
 * texts it shows (the shell's and its features').
 */
export const routePreloadsSchema = z.record(
  z.string().startsWith('/'),
  z.object({
    modules: z.array(chunkUrlSchema),
    texts: z.record(z.enum(ALLOWED_LOCALES), z.array(chunkUrlSchema)),
  }),
);

export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
