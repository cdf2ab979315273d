import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { loadTexts } from '@/app/feature-catalogues';
import type { FeatureName } from '@/app/feature-catalogues';
import { featureCatalogues } from '@/app/feature-catalogues';
import { i18n, i18nReady } from '@/i18n/i18n';
import { analytics } from '@/lib/analytics';
import { keepMuiStylesOutOfDocument } from './mui-styles';

// Every language and every feature's texts loaded up front, so a test that renders a page on its own (not through
// its route) or switches language does not wait for a catalogue chunk.
await i18nReady;
await loadTexts(Object.keys(featureCatalogues) as FeatureName[]);
await i18n.loadLanguages([...ALLOWED_LOCALES]);

// findBy… and waitFor wait for a state, not a time: give them room on a loaded machine (the default is 1 s).
configure({ asyncUtilTimeout: 5_000 });

keepMuiStylesOutOfDocument();

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  analytics.setSignedIn(false);
  window.localStorage.clear();
  document.cookie = 'portal_locale=; Path=/; Max-Age=0';
  document.title = '';
  await i18n.changeLanguage('en-US');
});
