import { config, z as zod } from 'zod/v4';

/**
 * zod compiles object schemas with `new Function` unless told not to, and its probe for that is itself a violation
 * of the page's Content-Security-Policy (script-src without 'unsafe-eval') that browsers report. It probes when a
 * schema is built, so the setting must come first.
 */
function jitless(): typeof zod {
  config({ jitless: true });
  return zod;
}

/**
 * The web build's `zod` (vite.config.ts aliases the bare 'zod' import here; every module imports `{ z }`): zod with
 * that setting made. The setting is part of the value, so it comes wherever a schema is built, and a module whose
 * schemas are all left out of a page does not keep zod in it merely by importing it (decision record 036).
 */
export const z = jitless();
