// End-to-end: starts the built server on a fresh, seeded SQLite database and runs the specs in
// Debian's Chromium (playwright-core), one file at a time, with node's test runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from '../../../scripts/server-runtime.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DEMO: 'true',
  NODE_ENV: 'test',
};
delete serverEnv.DATABASE_URL;
const [node, args] = serverCommand();
const server = spawn(node, args, {
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}

let status = 1;
try {
  await waitReady();
  const specs = fs
    .readdirSync(path.join(import.meta.dirname, 'specs'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  const filter = process.argv.slice(2);
  const chosen = filter.length ? specs.filter((s) => filter.some((f) => s.includes(f))) : specs;
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      ...chosen.map((s) => path.join('e2e/specs', s)),
    ],
    { cwd: webRoot, stdio: 'inherit', env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir } },
  );
  status = result.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
