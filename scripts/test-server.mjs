// Runs the server integration suite on SQLite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'SQLite', env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL)
  runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } });
else console.log('TEST_DATABASE_URL is not set: the server suite runs on SQLite only.');

for (const run of runs) {
  console.log(`\n=== server tests on ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
