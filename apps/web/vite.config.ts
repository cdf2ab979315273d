import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkNamer } from './chunk-groups.ts';
import { type BuiltChunk, type RouteFiles, routePreloads, staticClosure } from './route-preloads.ts';
import { PAGE_MODULES, pageTexts, TEXT_MODULES } from './src/app/page-modules.ts';
// The contract's source, not its package: the config loads before the contract is built.
import { ALLOWED_LOCALES, type Locale } from '../../packages/contract/src/locale.ts';
import type { RoutePath } from '../../packages/contract/src/routes.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../packages/contract/src/route-preloads.ts';

/** The API server that the dev server forwards to; the Host header is kept so the server picks the market. */
const API_TARGET = 'http://localhost:3000';

/** Where the build writes what each chunk holds (outside dist, which the server serves). */
const BUNDLE_REPORT = fileURLToPath(new URL('./.vite/bundle-report.txt', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The bundle report: what each page's first load fetches (files and gzip size), then every chunk with its gzip size,
 * the chunks it imports, and its largest modules (size before minification), to see what a page's JavaScript is made
 * of. Read .vite/bundle-report.txt after `npm run build`.
 */
function bundleReport(): Plugin {
  return {
    name: 'portal-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const lines: string[] = [];
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
      for (const chunk of chunks.sort((a, b) => gzipped(b.code) - gzipped(a.code))) {
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
        lines.push(`${chunk.fileName}: ${kib(chunk.code.length)}, ${kib(gzipped(chunk.code))} gzip`);
        if (chunk.imports.length) lines.push(`  imports ${chunk.imports.join(' ')}`);
        const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        for (const [id, info] of modules.slice(0, 12)) {
          lines.push(
            `  ${kib(info.renderedLength).padStart(10)}  ${id.replace(/^.*node_modules\//, '').replace(REPO_ROOT, '')}`,
          );
        }
      }
      lines.unshift(...pageLoads(chunks, gzipped), '');
      fs.mkdirSync(fileURLToPath(new URL('./.vite', import.meta.url)), { recursive: true });
      fs.writeFileSync(BUNDLE_REPORT, `${lines.join('\n')}\n`);
    },
  };
}

type Chunk = BuiltChunk & { code: string };

/** A page's module: the router loads each with a dynamic import. */
const PAGE_MODULE = /[\\/]features[\\/][^\\/]+[\\/]pages[\\/][^\\/]+\.tsx$/;

/**
 * What the first load of each page fetches: the entry's chunks and the page's, with everything they import
 * (its texts, one small chunk per catalogue, come beside them).
 */
function pageLoads(chunks: Chunk[], gzipped: (code: string) => number): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const lines: string[] = [];
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds.filter((moduleId) => PAGE_MODULE.test(moduleId))) {
      const files = staticClosure([entry, chunk], byName);
      const size = [...files].reduce((sum, file) => sum + gzipped(byName.get(file)!.code), 0);
      lines.push(
        `page ${id.replace(/^.*[\\/]features[\\/]/, '')}: ${files.size} files, ${(size / 1024).toFixed(1)} KiB gzip`,
      );
    }
  }
  return lines.sort();
}

/** Where the app is served from: the chunks' URLs are this and their file names. */
const BASE = '/';

const ROUTER = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
/** The module that loads the shell's texts, one dynamic import per language. */
const SHELL_TEXTS = '@/i18n/i18n';

/**
 * Writes dist/route-preloads.json: for each route of page-modules.ts, the URLs of the chunks its page needs beyond
 * the entry's, and of its texts' chunks by language (route-preloads.ts), which the server writes into that route's
 * page as modulepreload links. The build fails when page-modules.ts names other modules than those the router
 * imports dynamically.
 */
function routePreloadsFile(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const textIdsOf = await routeTextIds(this);
      const pages = await Promise.all(
        PAGE_MODULES.map(async ([path, specifiers]) => ({
          path,
          moduleIds: await resolvedIds(this, specifiers),
          textIds: textIdsOf(path),
        })),
      );
      checkRouterImports(this, new Set(pages.flatMap(({ moduleIds }) => moduleIds)));
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const urls: RoutePreloads = Object.fromEntries(
        Object.entries(routePreloads(chunks, pages)).map(([path, files]) => [path, asUrls(files)]),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(urls, null, 2)}\n` });
    },
  };
}

/** A route's files as the root-relative URLs the server writes. */
function asUrls(files: RouteFiles): RoutePreloads[string] {
  const url = (file: string) => BASE + file;
  const texts = ALLOWED_LOCALES.map((locale) => [locale, (files.texts[locale] ?? []).map(url)] as const);
  return { modules: files.modules.map(url), texts: Object.fromEntries(texts) as Record<Locale, string[]> };
}

/** For a route, the modules of the texts its page shows in each language: the shell's, then its features'. */
async function routeTextIds(
  context: Rolldown.PluginContext,
): Promise<(path: RoutePath) => Record<Locale, readonly string[]>> {
  const shell = await textIdsByLocale(context, SHELL_TEXTS);
  const byFeature = await Promise.all(
    Object.entries(TEXT_MODULES).map(async ([name, module]) => [name, await textIdsByLocale(context, module)] as const),
  );
  const features = new Map(byFeature);
  return (path) => {
    const texts = ALLOWED_LOCALES.map(
      (locale) => [locale, [shell[locale], ...pageTexts(path).map((name) => features.get(name)![locale])]] as const,
    );
    return Object.fromEntries(texts) as Record<Locale, readonly string[]>;
  };
}

/**
 * The module of each language's texts that `specifier` loads by a dynamic import (a file named after the language:
 * `en-US.json`, `catalogues/en-US.ts`).
 */
async function textIdsByLocale(context: Rolldown.PluginContext, specifier: string): Promise<Record<Locale, string>> {
  const [id] = await resolvedIds(context, [specifier]);
  const loaded = context.getModuleInfo(id!)?.dynamicallyImportedIds ?? [];
  const byLocale = ALLOWED_LOCALES.map((locale) => {
    const text = loaded.find((candidate) => basename(candidate).replace(/\.(json|ts)$/, '') === locale);
    if (!text) context.error(`${specifier} loads no ${locale} texts`);
    return [locale, text] as const;
  });
  return Object.fromEntries(byLocale) as Record<Locale, string>;
}

/** The module ids of the router's import specifiers ('@/features/…'). */
async function resolvedIds(context: Rolldown.PluginContext, specifiers: readonly string[]): Promise<string[]> {
  return Promise.all(
    specifiers.map(async (specifier) => {
      const resolved = await context.resolve(specifier, ROUTER);
      if (!resolved) context.error(`page-modules.ts: cannot resolve ${specifier}`);
      return resolved.id;
    }),
  );
}

/** Fails the build when the router's dynamic imports are not exactly the modules page-modules.ts names. */
function checkRouterImports(context: Rolldown.PluginContext, named: Set<string>): void {
  const imported = new Set(context.getModuleInfo(ROUTER)?.dynamicallyImportedIds ?? []);
  const differ = [...imported].filter((id) => !named.has(id)).concat([...named].filter((id) => !imported.has(id)));
  if (differ.length) {
    context.error(`page-modules.ts and router.tsx's dynamic imports differ: ${differ.join(', ')}`);
  }
}

/** The contract's sources: zod schemas beside the constants and rules the pages use. */
const CONTRACT_SOURCE = /packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/**
 * Marks each top-level `const x = <call>` of the contract as pure (`/* @__PURE__ *\/ (() => <call>)()`), so the
 * build drops the schemas a page does not use: the bundler keeps any top-level call it cannot prove free of side
 * effects, which kept every schema of a contract module, and zod with them, in any page importing one of its
 * constants. The contract's top-level values are schemas, constants and rules only (ARCHITECTURE section 2).
 */
function contractSchemasPure(): Plugin {
  return {
    name: 'portal-contract-schemas-pure',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const edits: { start: number; end: number }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type === 'CallExpression') edits.push({ start: init.start, end: init.end });
        }
      }
      let result = code;
      for (const { start, end } of edits.reverse()) {
        result = `${result.slice(0, start)}/* @__PURE__ */ (() => (${result.slice(start, end)}))()${result.slice(end)}`;
      }
      return { code: result, map: null };
    },
  };
}

/**
 * The contract's sources, hashed: the shapes of the answers the browser keeps (src/lib/persisted-cache.ts). What a
 * build with another contract stored is not read back, so a kept answer needs no schema to check it (decision 059).
 */
function contractVersion(): string {
  const dir = join(REPO_ROOT, 'packages/contract/src');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

export default defineConfig({
  base: BASE,
  define: { 'import.meta.env.VITE_CONTRACT_VERSION': JSON.stringify(contractVersion()) },
  plugins: [react(), contractSchemasPure(), bundleReport(), routePreloadsFile()],
  resolve: {
    // '@portal/contract' exports its TypeScript sources under the 'source' condition.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // MUI's CSS-variables theme parts, which the portal's theme never uses, are left out (src/lib/mui-css-variables-off.ts).
      {
        find: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mui-css-variables-off.ts', import.meta.url)),
      },
      // MUI's TablePagination formats numbers with a formatter it makes when its module runs; made on first use instead.
      {
        find: /^\.\.\/locale\/utils\/buildFormatNumber\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mui-format-number.ts', import.meta.url)),
      },
      // Every 'zod' import goes through the module that sets zod's CSP-safe mode first (src/lib/zod-config.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // /logout is the web app's own page (it signs out with POST /api/logout), so it is not forwarded.
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each module goes where chunk-groups.ts says, not with a module that imports it.
          includeDependenciesRecursively: false,
          groups: [
            // The framework, the shell, each feature, what features share, and what needs zod (chunk-groups.ts).
            { name: chunkNamer() },
          ],
        },
      },
    },
  },
});
