import { config } from 'zod';

/**
 * zod compiles object schemas with `new Function` unless told not to, and its probe for that is itself a violation
 * of the page's Content-Security-Policy (script-src without 'unsafe-eval') that browsers report. It probes when a
 * schema is built, so this runs before any: main.tsx imports it first, and the build puts it in zod's own chunk
 * (vite.config.ts), which every chunk holding schemas imports and so runs after.
 */
config({ jitless: true });
