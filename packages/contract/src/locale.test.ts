import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LOCALES,
  DEFAULT_LOCALE,
  localeFromAcceptLanguage,
  matchAllowedLocale,
  resolveInterfaceLocale,
  resolveLocale,
} from './locale.js';
import type { Locale } from './locale.js';

describe('locale constants (spec sections 1 and 9)', () => {
  it('allows exactly en-US, es-MX and fr-CA', () => {
    expect([...ALLOWED_LOCALES]).toEqual(['en-US', 'es-MX', 'fr-CA']);
  });

  it('defaults to en-US', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('does not allow en-CA', () => {
    expect((ALLOWED_LOCALES as readonly string[]).includes('en-CA')).toBe(false);
  });
});

describe('matchAllowedLocale', () => {
  it.each<[string, Locale]>([
    ['en-US', 'en-US'],
    ['EN-us', 'en-US'],
    ['en_us', 'en-US'],
    [' es-mx ', 'es-MX'],
    ['FR_ca', 'fr-CA'],
  ])('matches %j to %s', (tag, expected) => {
    expect(matchAllowedLocale(tag)).toBe(expected);
  });

  it.each(['en-CA', 'es', 'fr', 'en', 'de-DE', '', 'en-US-x-test', 'enUS', 'en--US'])(
    'finds no allowed locale for %j',
    (tag) => {
      expect(matchAllowedLocale(tag)).toBeUndefined();
    },
  );
});

describe('resolveLocale', () => {
  const cases: Array<[string, Locale]> = [];
  for (const locale of ALLOWED_LOCALES) {
    const [lang = '', region = ''] = locale.split('-');
    cases.push(
      [locale, locale],
      [locale.toLowerCase(), locale],
      [locale.toUpperCase(), locale],
      [`${lang.toUpperCase()}-${region.toLowerCase()}`, locale],
      [`${lang}_${region}`, locale],
      [`${lang}_${region}`.toLowerCase(), locale],
      [`${lang}_${region}`.toUpperCase(), locale],
      [`  ${locale}\t`, locale],
    );
  }

  it.each(cases)('resolves %j to %s', (value, expected) => {
    expect(resolveLocale(value)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['en-CA', 'en-CA'],
    ['en_CA', 'en_CA'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['en', 'en'],
    ['es-ES', 'es-ES'],
    ['fr-FR', 'fr-FR'],
    ['de-DE', 'de-DE'],
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['undefined', undefined],
    ['garbage', 'not a locale'],
    ['symbols', '%%$$##'],
    ['wildcard', '*'],
    ['an Accept-Language header', 'es-MX,es;q=0.9'],
  ])('falls back to en-US for %s', (_label, value) => {
    expect(resolveLocale(value)).toBe('en-US');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each<[string, string | null | undefined, Locale, Locale]>([
    ['null header', null, 'es-MX', 'es-MX'],
    ['undefined header', undefined, 'fr-CA', 'fr-CA'],
    ['empty header', '', 'es-MX', 'es-MX'],
    ['single allowed tag', 'fr-CA', 'en-US', 'fr-CA'],
    ['single allowed tag in other case', 'ES-mx', 'en-US', 'es-MX'],
    ['underscore tag', 'fr_CA', 'en-US', 'fr-CA'],
    ['first of equals wins (header order)', 'es-MX,fr-CA', 'en-US', 'es-MX'],
    ['first of equals wins, reversed', 'fr-CA,es-MX', 'en-US', 'fr-CA'],
    ['higher q wins regardless of order', 'es-MX;q=0.5,fr-CA;q=0.9', 'en-US', 'fr-CA'],
    ['implicit q=1 beats explicit lower q', 'fr-CA;q=0.8,es-MX', 'en-US', 'es-MX'],
    ['explicit q=1 ties with implicit, header order kept', 'es-MX;q=1,fr-CA', 'en-US', 'es-MX'],
    ['unsupported preferred tags are skipped', 'de-DE,en-CA;q=0.9,es-MX;q=0.8', 'en-US', 'es-MX'],
    ['language-only tags do not match', 'es,fr;q=0.9', 'en-US', 'en-US'],
    ['no supported tag uses the fallback', 'de-DE,ja;q=0.5', 'fr-CA', 'fr-CA'],
    ['wildcard uses the fallback', '*', 'es-MX', 'es-MX'],
    ['q=0 means not acceptable', 'fr-CA;q=0,es-MX;q=0.1', 'en-US', 'es-MX'],
    ['only q=0 tags use the fallback', 'fr-CA;q=0', 'es-MX', 'es-MX'],
    ['invalid q is ignored', 'fr-CA;q=abc,es-MX;q=0.2', 'en-US', 'es-MX'],
    ['whitespace around tags and params', ' fr-CA ; q=0.3 ,  es-MX ; q=0.7 ', 'en-US', 'es-MX'],
    ['empty entries are ignored', ',,fr-CA;q=0.4,,', 'en-US', 'fr-CA'],
    ['other params are ignored', 'fr-CA;level=1;q=0.9,es-MX;q=0.1', 'en-US', 'fr-CA'],
    ['typical browser header', 'en-US,en;q=0.9,es;q=0.8', 'fr-CA', 'en-US'],
    ['Mexican browser header', 'es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7', 'en-US', 'es-MX'],
    ['Canadian browser header', 'fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7', 'en-US', 'fr-CA'],
    ['en-CA browser falls back', 'en-CA,en;q=0.9', 'es-MX', 'es-MX'],
  ])('%s: %j (fallback %s) -> %s', (_label, header, fallback, expected) => {
    expect(localeFromAcceptLanguage(header, fallback)).toBe(expected);
  });
});

describe('resolveInterfaceLocale', () => {
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
});
