import { isTimeZone } from '@portal/contract/identity-core';
import { useSyncExternalStore } from 'react';

/**
 * The zone every date of the portal is shown in: the signed-in user's preference, else the browser's.
 * Kept apart from the formatting (lib/dates.ts, dayjs), so the app shell can set it without loading dayjs.
 */

/** The signed-in user's zone as saved, and (once a date asks for it) whether the runtime knows it. */
let userTimeZone: string | null = null;
let checkedUserTimeZone: { zone: string | null } | null = null;
const listeners = new Set<() => void>();

/** The browser's own zone (what a signed-out visitor sees), UTC when the runtime cannot tell. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The zone every date of the portal is shown in. */
export function displayTimeZone(): string {
  // Checked here rather than when set: the shell sets the zone while rendering every page, and the runtime's first
  // time-zone lookup (loading its zone data) is a few tens of milliseconds on a phone, which pages without dates
  // need not spend.
  checkedUserTimeZone ??= { zone: userTimeZone && isTimeZone(userTimeZone) ? userTimeZone : null };
  return checkedUserTimeZone.zone ?? browserTimeZone();
}

/**
 * Sets the signed-in user's zone (null when signed out; an unknown zone counts as none when a date is shown).
 * Returns whether it changed. With `notify: false` the components showing dates are not told yet: the caller is
 * rendering and tells them afterwards with notifyTimeZoneChange().
 */
export function setUserTimeZone(zone: string | null, { notify = true }: { notify?: boolean } = {}): boolean {
  const next = zone || null;
  if (next === userTimeZone) return false;
  userTimeZone = next;
  checkedUserTimeZone = null;
  if (notify) notifyTimeZoneChange();
  return true;
}

export function notifyTimeZoneChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The display zone, re-rendering the caller when it changes (e.g. after the profile saves another one). */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribe, displayTimeZone, displayTimeZone);
}
