// How the built server is started: by `npm start`, the end-to-end tests and the benchmarks alike.
import path from 'node:path';

/**
 * The V8 heap the server runs with (decision record 040). Without a limit, V8 sizes its heap from the machine's
 * memory and lets garbage grow to up to four times the live heap before collecting it; with 512 MB it collects at
 * about 1.4 times, and a young generation of 2 × 8 MB instead of 2 × 16 MB. The package.json
 * `start` scripts say the same flags (scripts/server-runtime.test.mjs checks).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=8'];

const MAIN = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

/** The command and arguments that run the built server (with other heap flags, or none, in a benchmark). */
export function serverCommand(nodeFlags = SERVER_NODE_FLAGS) {
  return [process.execPath, [...nodeFlags, MAIN]];
}
