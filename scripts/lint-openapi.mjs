// Lints the OpenAPI document the server serves at /api/docs with Redocly's recommended rules (redocly.yaml).
// Builds the app in-process from apps/server/dist (run after `tsc -b packages/contract apps/server`, as
// `npm run check` does), on a throwaway SQLite database, without listening; writes the document to a
// temporary file and runs `redocly lint` on it. Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => new URL(`../apps/server/dist/${file}`, import.meta.url).href;
const { loadConfig } = await import(dist('config.js'));
const { prepareRuntime } = await import(dist('bootstrap.js'));
const { buildApp } = await import(dist('app.js'));
const { default: pino } = await import('pino');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'web'),
  });
  const { ctx, handle } = await prepareRuntime(config, pino({ level: 'silent' }));
  const app = await buildApp(ctx);
  const res = await app.inject({ url: '/api/docs' });
  await app.close();
  await handle.close();
  if (res.statusCode !== 200) throw new Error(`GET /api/docs answered ${res.statusCode}`);
  const file = path.join(dataDir, 'openapi.json');
  fs.writeFileSync(file, `${JSON.stringify(JSON.parse(res.body), null, 2)}\n`);
  const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
  const lint = spawnSync(
    redocly,
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
