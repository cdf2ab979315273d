import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/lib/storage';
import { getSavedLocale, resolveInterfaceLocale, saveLocale } from './locale-preference';

describe('interface language', () => {
  it("prefers the signed-in user's language over the saved choice and the market default", () => {
    expect(resolveInterfaceLocale({ userLanguage: 'fr-CA', saved: 'es-MX', marketDefault: 'en-US' })).toBe('fr-CA');
  });

  it('uses the saved choice when nobody is signed in', () => {
    expect(resolveInterfaceLocale({ saved: 'es-MX', marketDefault: 'fr-CA' })).toBe('es-MX');
  });

  it("falls back to the market's default", () => {
    expect(resolveInterfaceLocale({ marketDefault: 'es-MX' })).toBe('es-MX');
  });

  it('resolves anything outside the allowed locales to en-US', () => {
    expect(resolveInterfaceLocale({ saved: 'de-DE' })).toBe('en-US');
    expect(resolveInterfaceLocale({ userLanguage: 'en-CA', marketDefault: 'es-MX' })).toBe('en-US');
    expect(resolveInterfaceLocale({})).toBe('en-US');
  });

  it('saves the choice in local storage and in the portal_locale cookie', () => {
    saveLocale('fr-CA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(document.cookie).toContain('portal_locale=fr-CA');
    localStorage.clear();
    expect(getSavedLocale()).toBe('fr-CA');
  });

  it('follows a language chosen on a server page (the cookie) over an older choice in local storage', () => {
    saveLocale('en-US');
    document.cookie = 'portal_locale=es-MX; path=/';
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(getSavedLocale()).toBe('es-MX');
  });
});
