import { LOCALE_COOKIE } from '@portal/contract/locale';

/**
 * Keys the web app keeps in the browser, in one place, and storage access that never throws
 * (storage can be unavailable, e.g. blocked by privacy settings).
 */

/** The super admin's saved persona selection; cleared on every 401. */
export const SUPER_ADMIN_PERSONA_KEY = 'portal.superAdminPersona';
/** Set when the session ended for inactivity ('User has been inactive for long'). */
export const IDLE_FLAG_KEY = 'portal.idleTimeout';
/** The interface language chosen with the header switch (also sent as a cookie for the server sign-in page). */
export const LOCALE_STORAGE_KEY = 'portal_locale';
/** Data dictionary answers kept across reloads for a day (see lib/persisted-cache.ts); cleared on sign-out. */
export const DATA_DICTIONARY_CACHE_KEY = 'portal.dataDictionaryCache';
/** The page size last chosen in one admin table (spec section 9: remembered per table). */
export const adminTablePageSizeKey = (tableId: string) => `portal.adminTable.${tableId}.pageSize`;
/** The supplier a MULTIPLE_TENANTS partner works for, per user on this device (decision record 017). */
export const partnerSupplierKey = (loginId: string) => `portal.partnerSupplier.${loginId}`;
/** The ended user jobs (bulk upload, bulk edit) an admin closed on the users page, per company on this device. */
export const closedUserJobsKey = (companyId: number) => `portal.userJobs.${companyId}.closed`;
const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key} in local storage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing saved, nothing to remove.
  }
}

export function writeLocaleCookie(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function readLocaleCookie(): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LOCALE_COOKIE.length + 1)) : null;
}
