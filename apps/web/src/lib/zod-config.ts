import { config, z } from 'zod/v4';

/**
 * The web build's `zod` (vite.config.ts aliases the bare 'zod' import here): zod with the setting that must run
 * before any schema is built. zod compiles object schemas with `new Function` unless told not to, and its probe for
 * that is itself a violation of the page's Content-Security-Policy (script-src without 'unsafe-eval') that browsers
 * report. Every module that builds schemas imports 'zod', so this runs before any of them; a page that imports no
 * schema (the launcher) loads no zod at all, which a side-effect import in main.tsx would have forced.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z };
