// Copies the server's page assets (apps/server/src/public: the style sheet and scripts of its server-rendered
// pages) beside its compiled code, where platform/page-assets.ts reads them (dist/public). Run by the server build.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
rmSync(`${server}dist/public`, { recursive: true, force: true });
cpSync(`${server}src/public`, `${server}dist/public`, { recursive: true });
