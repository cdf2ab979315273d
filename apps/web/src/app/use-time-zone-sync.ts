import { useEffect } from 'react';
import { useUserContext } from '@/lib/get-user-context';
import { notifyTimeZoneChange, setUserTimeZone } from '@/lib/display-time-zone';

/**
 * Shows every date in the signed-in user's time zone (the browser's when signed out). The zone is set while
 * rendering, so the pages below already format in it; the components that watch it are told once committed.
 */
export function useTimeZoneSync(): void {
  const { data: user } = useUserContext();
  const zone = user?.user_preferences.locale.timezone ?? null;
  setUserTimeZone(zone, { notify: false });
  useEffect(() => notifyTimeZoneChange(), [zone]);
}
