import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../apps/server');
const build = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8')).scripts.build;

describe("the server build's page assets", () => {
  it('copies every file of src/public beside the compiled code, as it is, dropping files no longer there', () => {
    expect(build).toBe('tsc -b && node ../../scripts/copy-server-public.mjs');
    fs.mkdirSync(path.join(server, 'dist/public'), { recursive: true });
    fs.writeFileSync(path.join(server, 'dist/public/stale.js'), '');
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'copy-server-public.mjs')]);
    const source = fs.readdirSync(path.join(server, 'src/public')).toSorted();
    expect(source).toEqual(['human-check.js', 'password-toggle.js', 'styles.css']);
    expect(fs.readdirSync(path.join(server, 'dist/public')).toSorted()).toEqual(source);
    for (const name of source) {
      expect(fs.readFileSync(path.join(server, 'dist/public', name), 'utf8')).toBe(
        fs.readFileSync(path.join(server, 'src/public', name), 'utf8'),
      );
    }
  });
});
