import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { policy } from './authorization.js';

/**
 * What the server-rendered pages (sign-in, password reset and set-password, the visitor's landing) load besides
 * their HTML: real files in `src/public/` (copied to `dist/public/` by the build), each served by its own route
 * under PAGE_ASSETS_PREFIX with its type, an ETag and an hour's caching. The CSP stays `script-src 'self'`: no page
 * has an inline script or style.
 */
export const PAGE_ASSETS_PREFIX = '/api/page-assets/';

/** The files, by name; a page names them through PAGE_ASSETS so a missing file fails the type check. */
export const PAGE_ASSETS = {
  styles: `${PAGE_ASSETS_PREFIX}styles.css`,
  passwordToggle: `${PAGE_ASSETS_PREFIX}password-toggle.js`,
  humanCheck: `${PAGE_ASSETS_PREFIX}human-check.js`,
} as const;

export const PAGE_ASSETS_CACHE = 'public, max-age=3600';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * `src/public` when run from the sources, `dist/public` when built (the build copies it: scripts/copy-server-public.mjs):
 * beside this file's folder either way. Code compiled by `tsc -b` alone (benchmarks, the OpenAPI lint) has no copy
 * and reads the sources' folder.
 */
export const PUBLIC_DIR = [new URL('../public/', import.meta.url), new URL('../../src/public/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => fs.existsSync(dir))!;

type Asset = { body: Buffer; type: string; etag: string };

function loadAsset(name: string): Asset {
  const body = fs.readFileSync(path.join(PUBLIC_DIR, name));
  const type = TYPES[path.extname(name)];
  if (!type) throw new Error(`No content type for page asset ${name}`);
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** One GET route per file of PAGE_ASSETS, read into memory once (a missing file stops the server at start). */
export function registerPageAssets(app: FastifyInstance): void {
  for (const url of Object.values(PAGE_ASSETS)) {
    const asset = loadAsset(url.slice(PAGE_ASSETS_PREFIX.length));
    app.get(
      url,
      { config: { policy: policy.public(), withoutSession: true, cache: PAGE_ASSETS_CACHE }, schema: { hide: true } },
      async (request, reply) => {
        reply.header('etag', asset.etag);
        if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
        return reply.type(asset.type).send(asset.body);
      },
    );
  }
}
