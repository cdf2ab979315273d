import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import CircularProgress from '@mui/material/CircularProgress';
import { LOGOUT_DELAY_MS } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StatusPage } from '@/components/status-page';
import { analytics } from '@/lib/analytics';
import { browserLocation } from '@/lib/browser-location';
import { DATA_DICTIONARY_CACHE_KEY, removeStorage } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signOut } from '../api/sign-out';
import { useUserContext } from '@/lib/get-user-context';

const LOGOUT_EVENT = ANALYTICS_EVENTS.logoutClick;

/**
 * /logout (spec section 4): the click is tracked and tracking is flushed, then after 1500 ms the session is
 * ended (POST /api/logout, with the anti-forgery header, so no other site can sign anyone out) and the
 * browser loads the landing page afresh, leaving nothing of the session in memory.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('logout.pageTitle'));
  // The tracker only records signed-in users, so wait until we know who is signed in.
  const { isPending } = useUserContext();
  const tracked = useRef(false);

  useEffect(() => {
    if (isPending) return undefined;
    if (!tracked.current) {
      tracked.current = true;
      analytics.track(LOGOUT_EVENT);
      void analytics.flush();
      // What this user looked up stays theirs.
      removeStorage(DATA_DICTIONARY_CACHE_KEY);
    }
    const timer = setTimeout(() => {
      // Whatever the answer (already signed out, offline), the user leaves for the landing page.
      void signOut()
        .catch(() => undefined)
        .finally(() => browserLocation.assign(ROUTES.landing));
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPending]);

  return (
    <StatusPage heading={t('logout.signingOut')}>
      <CircularProgress aria-label={t('logout.signingOut')} />
    </StatusPage>
  );
}
