import Box from '@mui/material/Box';
import { Outlet } from '@/lib/router/router';
import { useFlags } from '@/lib/get-flags';
import { useLanguageSync } from '../use-language-sync';
import { usePageViews } from '../use-page-views';
import { useSessionSync } from '../use-session-sync';
import { useTimeZoneSync } from '../use-time-zone-sync';
import { AnnouncementBanner } from './announcement-banner';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ContextBanner } from './context-banner';
import { PartnerBanners } from './partner-banners';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Every page: skip link, header (banner), the main landmark holding the route, and the footer. */
export function RootLayout() {
  useLanguageSync();
  useTimeZoneSync();
  useSessionSync();
  usePageViews();
  // The flags are read once per session, as soon as someone is signed in, so pages find them in the cache.
  useFlags();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SkipLink />
      <AppHeader />
      <ContextBanner />
      <PartnerBanners />
      <AnnouncementBanner />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
