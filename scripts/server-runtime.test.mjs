import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverCommand } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const startScript = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).scripts.start;

describe('the server runtime', () => {
  it('starts the server with its heap flags from both start scripts', () => {
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(startScript('package.json')).toMatch(new RegExp(`&& node ${flags} apps/server/dist/main\\.js$`));
    expect(startScript('apps/server/package.json')).toBe(`node ${flags} dist/main.js`);
  });

  it('gives the same flags to the tests and benchmarks that start the built server', () => {
    const [node, args] = serverCommand();
    expect(node).toBe(process.execPath);
    expect(args.slice(0, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(args.at(-1)).toBe(path.join(root, 'apps/server/dist/main.js'));
  });
});
