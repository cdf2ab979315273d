import { useEffect, useLayoutEffect } from 'react';
import { useUserContext } from '@/lib/get-user-context';
import { analytics } from '@/lib/analytics';
import { IDLE_FLAG_KEY, removeStorage } from '@/lib/storage';

/** Tells the tracker whether someone is signed in, sends what it holds when the page goes away, and clears the idle flag once signed in again. */
export function useSessionSync(): void {
  const { data: user } = useUserContext();
  const signedIn = Boolean(user);

  // A layout effect, so that pages' own effects (which run later) already track as the signed-in user.
  useLayoutEffect(() => {
    analytics.setSignedIn(signedIn);
    if (signedIn) removeStorage(IDLE_FLAG_KEY);
  }, [signedIn]);

  useEffect(() => {
    const flush = () => void analytics.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, []);
}
