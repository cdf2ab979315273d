import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router/router';
import { useUserContext } from '@/lib/get-user-context';
import { trackPageView } from '@/lib/analytics';

/** Records a page view on every route change of a signed-in user (once per path; the query string is ignored). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { data: user } = useUserContext();
  const loginId = user?.login_id;
  const lastView = useRef<string | null>(null);

  useEffect(() => {
    if (!loginId) return;
    const view = `${loginId} ${pathname}`;
    if (lastView.current === view) return;
    lastView.current = view;
    trackPageView(pathname);
  }, [loginId, pathname]);
}
