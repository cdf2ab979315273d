// Runs the server integration suite on SQLite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL run takes only the test files that open a database: the others (pure functions, parsers,
// the search index's own structures) would test nothing new on a second database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../apps/server');
const OPENS_A_DATABASE = /createTestApp|openTestDatabase|openScratchDatabase|TEST_DATABASE_URL|DIALECT_UNDER_TEST/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function databaseTestFiles() {
  return testFiles(path.join(serverRoot, 'src'))
    .filter((file) => OPENS_A_DATABASE.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(serverRoot, file));
}

const runs = [{ name: 'SQLite', env: { TEST_DATABASE_URL: '' }, files: [] }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    name: 'PostgreSQL',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    files: databaseTestFiles(),
  });
} else console.log('TEST_DATABASE_URL is not set: the server suite runs on SQLite only.');

for (const run of runs) {
  const which = run.files.length ? ` (the ${run.files.length} files that open a database)` : '';
  console.log(`\n=== server tests on ${run.name}${which} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...run.files], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
