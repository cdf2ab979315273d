import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { analytics } from '@/lib/analytics';

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;

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
