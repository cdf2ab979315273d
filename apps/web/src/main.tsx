import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n/i18n';
import { App } from '@/app/app';
import { analytics } from '@/lib/analytics';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint waits for the page's language (one small catalogue chunk), so it is never in another one.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The usage tracker begins sending a few seconds after start, so it never competes with the first load.
analytics.start();
