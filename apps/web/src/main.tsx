import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n/i18n';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { analytics } from '@/lib/analytics';
import { getMarketQueryOptions } from '@/lib/get-market';
import { getUserContextQueryOptions } from '@/lib/get-user-context';
import { readPageBootstrap } from '@/lib/page-bootstrap';
import { seedQueryCache } from '@/lib/seed-query-cache';
import { createQueryClient } from '@/lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint waits for the page's language (one small catalogue chunk), so it is never in another one, and for
// who is signed in and the market's languages, so the header is drawn once, complete: its 'Sign in' button or user
// menu and its language switch do not appear later and push the page down. The server writes those into the page
// (decision 059); only a page sent without them asks (both at once). It also waits for the page's own chunk and
// texts (the router starts loading them at once), so the first render is the page, in slices (below), rather than a
// loader replaced by the page in one long task.
const queryClient = createQueryClient();
const bootstrap = readPageBootstrap();
if (bootstrap) seedQueryCache(queryClient, bootstrap);
const router = createAppRouter();
void Promise.allSettled([
  i18nReady,
  router.ready,
  ...(bootstrap
    ? []
    : [queryClient.fetchQuery(getUserContextQueryOptions()), queryClient.prefetchQuery(getMarketQueryOptions())]),
]).finally(() => {
  const root = createRoot(container);
  // As a transition, React renders the first page in slices of a few milliseconds, yielding to the browser between
  // them, instead of one task of a few hundred (long tasks delay input and are Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
});

// The usage tracker begins sending a few seconds after start, so it never competes with the first load.
analytics.start();
