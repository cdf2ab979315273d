import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/lib/storage';
import { getSavedLocale, saveLocale } from './locale-preference';

describe('interface language', () => {
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
