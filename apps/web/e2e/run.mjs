// End-to-end: runs the specs in Debian's Chromium (playwright-core) with node's test runner, against the built
// server on fresh, seeded SQLite databases. The specs are shared out between E2E_SHARDS lanes (default 2): each lane
// has a server and a database of its own, on its own port, and takes the next spec from one queue when it finishes
// one, so a spec never shares its data with a spec running beside it. Within a lane specs run one at a time, in the
// order the queue gives (largest first, so the lanes end together). `node e2e/run.mjs <part> …` runs the specs whose
// names contain a part.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from '../../../scripts/server-runtime.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const specsDir = path.join(import.meta.dirname, 'specs');
const firstPort = Number(process.env.E2E_PORT ?? 3300);
const started = Date.now();

function chosenSpecs() {
  const specs = fs.readdirSync(specsDir).filter((file) => file.endsWith('.spec.ts'));
  const filter = process.argv.slice(2);
  const chosen = filter.length ? specs.filter((spec) => filter.some((part) => spec.includes(part))) : specs;
  // A spec's size stands for its length, but for the responsive walk's two halves, whose code is responsive-walk.ts.
  const size = (spec) => (spec.startsWith('responsive-') ? Infinity : fs.statSync(path.join(specsDir, spec)).size);
  return chosen.sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

async function waitReady(port) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not become ready`);
}

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: 'true',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  const [node, args] = serverCommand();
  const server = spawn(node, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitReady(port);
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, dataDir, stop };
}

/** Runs one spec file; its output is printed whole when it ends, so lanes do not interleave lines. */
function runSpec(lane, spec) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', path.join('e2e/specs', spec)],
      {
        cwd: webRoot,
        env: { ...process.env, E2E_PORT: String(lane.port), E2E_DATA_DIR: lane.dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${spec} (lane ${lane.port}) ${code === 0 ? 'passed' : 'FAILED'} at ${seconds} s ===`);
      console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = chosenSpecs();
const laneCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2), queue.length));
const lanes = await Promise.all(Array.from({ length: laneCount }, (_, i) => startServer(firstPort + i)));
const failed = [];
try {
  await Promise.all(
    lanes.map(async (lane) => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        if (!(await runSpec(lane, spec))) failed.push(spec);
      }
    }),
  );
} finally {
  await Promise.all(lanes.map((lane) => lane.stop()));
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  failed.length
    ? `\nend-to-end: FAILED in ${seconds} s: ${failed.join(', ')}`
    : `\nend-to-end: all passed in ${seconds} s`,
);
process.exit(failed.length ? 1 : 0);
