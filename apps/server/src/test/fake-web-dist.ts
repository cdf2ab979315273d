import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@portal/contract/route-preloads';

/** A stand-in for the built web app's page. */
export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
export const FAKE_APP_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
export const FAKE_SMALL_CSS = 'body{margin:0}';
export const FAKE_FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A route's texts in each language: the shell's and the feature's. */
const fakeTexts = (feature: string) => ({
  'en-US': ['/assets/en-US-shell.js', `/assets/en-US-${feature}.js`],
  'es-MX': ['/assets/es-MX-shell.js', `/assets/es-MX-${feature}.js`],
  'fr-CA': ['/assets/fr-CA-shell.js', `/assets/fr-CA-${feature}.js`],
});

/** A stand-in for the build's route preloads (apps/web/vite.config.ts): a route, one with a parameter, the landing. */
export const FAKE_ROUTE_PRELOADS: RoutePreloads = {
  '/': { modules: ['/assets/feature-landing-aaa111.js'], texts: fakeTexts('landing') },
  '/apps': {
    modules: ['/assets/feature-products-bbb222.js', '/assets/common-ccc333.js'],
    texts: fakeTexts('products'),
  },
  '/companyList': {
    modules: ['/assets/feature-companies-eee555.js', '/assets/common-ccc333.js'],
    texts: fakeTexts('companies'),
  },
  '/outbox/:messageId': {
    modules: ['/assets/feature-outbox-ddd444.js', '/assets/common-ccc333.js'],
    texts: fakeTexts('outbox'),
  },
};

/** A stand-in for the built web app, written where the server reads it at start; with the route preloads if asked. */
export function writeFakeWebDist(dist: string, options: { routePreloads?: RoutePreloads } = {}): void {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), FAKE_INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), FAKE_APP_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'small-def456.css'), FAKE_SMALL_CSS);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), FAKE_FAVICON);
  if (options.routePreloads) {
    fs.writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(options.routePreloads));
  }
}
