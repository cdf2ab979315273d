/**
 * Failures the fuzzer finds that belong to other parts of issue 10, fixed on other branches. They are
 * printed, not failed, until those fixes are merged; then remove the entry. FUZZ_STRICT=1 ignores
 * this list (and sends the skipped cases), to check that nothing in it still happens.
 */
import type { Finding } from './oracles.js';

export type Failure = Finding & { persona: string; route: string; kind: string; status: number; sample: number; request: string };

type KnownFailure = { oracle: Finding['oracle']; route: RegExp; persona?: RegExp; kind?: RegExp; why: string };

const STRICT = process.env.FUZZ_STRICT === '1';

export const KNOWN_FAILURES: KnownFailure[] = STRICT
  ? []
  : [
      {
        oracle: 'server-error',
        route: /^POST \/api\/incidents$/,
        kind: /^(malformed-multipart|wrong-content-type)/,
        why: 'issue 10 finding 10 (multipart with no boundary, truncated or over the limit answers 500)',
      },
      {
        oracle: 'view-only-write',
        route: /./,
        persona: /^spectator$/,
        why: 'issue 10 finding 9 (the view-only spectator can change its name, preferences, mint reset links, file incidents)',
      },
    ];

/**
 * Malformed multipart bodies that, today, make busboy emit an error nobody listens to ("Part terminated
 * early"): an uncaught exception that would stop a real server, and that fails the test run as such.
 * Issue 10 finding 10; send them again (remove from here) once multipart errors are handled.
 */
export const SKIPPED_MULTIPART_CASES = new Set<string>(STRICT ? [] : ['truncated-in-part', 'truncated-in-headers']);

export function isKnownFailure(failure: Failure): boolean {
  return KNOWN_FAILURES.some(
    (k) =>
      k.oracle === failure.oracle &&
      k.route.test(failure.route) &&
      (!k.persona || k.persona.test(failure.persona)) &&
      (!k.kind || k.kind.test(failure.kind)),
  );
}
