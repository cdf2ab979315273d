// Installs the workspace's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work from a fresh clone with nothing installed by hand.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = path.join(root, 'package-lock.json');
const stamp = path.join(root, 'node_modules', '.portal-install-stamp');

const wanted = createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : '';

if (current !== wanted) {
  console.log('Installing packages (better-sqlite3 compiles from source; this takes a minute or two)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, wanted + '\n');
}
