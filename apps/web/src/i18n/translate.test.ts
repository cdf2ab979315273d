import type { Locale } from '@portal/contract/locale';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueLoader, FeatureCatalogue, TranslationKey } from './translate';
import { Translator } from './translate';

const ENGLISH = {
  greeting: 'Hello {{name}}, you have {{ count }} messages',
  nested: { deeper: { text: 'Deep <b>{{markup}}</b>' } },
  blank: '',
};
const SPANISH = { greeting: 'Hola {{name}}, tienes {{count}} mensajes', nested: { deeper: { text: 'Profundo' } } };
const FRENCH = { greeting: 'Bonjour {{name}}', nested: { deeper: { text: 'Profond' } } };

/** Catalogue keys of the test catalogues, which the app's typed keys do not know. */
const key = (name: string) => name as TranslationKey;

/** A loader that answers when the test says so. */
function deferredLoader(translation: object) {
  let arrive = () => {};
  let fail = () => {};
  const loader = vi.fn<CatalogueLoader>(
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve({ translation });
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { loader, arrive: () => arrive(), fail: () => fail() };
}

function translator(loaders: Partial<Record<Locale, CatalogueLoader>> = {}) {
  return new Translator({
    language: 'en-US',
    catalogues: { 'en-US': ENGLISH },
    loaders: {
      'en-US': async () => ({ translation: ENGLISH }),
      'es-MX': async () => ({ translation: SPANISH }),
      'fr-CA': async () => ({ translation: FRENCH }),
      ...loaders,
    },
  });
}

describe('Translator', () => {
  it('fills placeholders, with or without spaces, and escapes nothing', () => {
    const { t } = translator();
    expect(t(key('greeting'), { name: 'Ana', count: 3 })).toBe('Hello Ana, you have 3 messages');
    expect(t(key('nested.deeper.text'), { markup: '<i>&</i>' })).toBe('Deep <b><i>&</i></b>');
  });

  it('leaves a placeholder without a value empty', () => {
    expect(translator().t(key('greeting'), { count: 0 })).toBe('Hello , you have 0 messages');
  });

  it('answers a missing, empty or non-text key with the key itself', () => {
    const { t } = translator();
    expect(t(key('nowhere.to.be.found'))).toBe('nowhere.to.be.found');
    expect(t(key('blank'))).toBe('blank');
    expect(t(key('nested.deeper'))).toBe('nested.deeper');
    expect(t(key('greeting.further'))).toBe('greeting.further');
  });

  it('says whether a key has a text, in the current language or a named one', async () => {
    const i18n = translator();
    await i18n.loadLanguages(['fr-CA']);
    expect(i18n.exists('nested.deeper.text')).toBe(true);
    expect(i18n.exists('nested.deeper')).toBe(false);
    expect(i18n.exists('blank')).toBe(false);
    expect(i18n.exists('greeting', { lng: 'fr-CA' })).toBe(true);
    expect(i18n.exists('greeting', { lng: 'es-MX' })).toBe(false);
  });

  it('speaks another loaded language for one call (lng) or for good (getFixedT)', async () => {
    const i18n = translator();
    await i18n.loadLanguages(['es-MX']);
    expect(i18n.t(key('nested.deeper.text'), { lng: 'es-MX' })).toBe('Profundo');
    expect(i18n.getFixedT('es-MX')(key('nested.deeper.text'))).toBe('Profundo');
    expect(i18n.language).toBe('en-US');
  });

  it('loads a catalogue before it switches, then tells its listeners and answers with the new t', async () => {
    const spanish = deferredLoader(SPANISH);
    const i18n = translator({ 'es-MX': spanish.loader });
    const listener = vi.fn();
    i18n.subscribe(listener);
    const englishT = i18n.t;

    const switching = i18n.changeLanguage('es-MX');
    expect(i18n.language).toBe('en-US');
    expect(listener).not.toHaveBeenCalled();
    spanish.arrive();
    const spanishT = await switching;

    expect(i18n.language).toBe('es-MX');
    expect(listener).toHaveBeenCalled();
    expect(spanishT).toBe(i18n.t);
    expect(spanishT).not.toBe(englishT);
    expect(spanishT(key('nested.deeper.text'))).toBe('Profundo');
  });

  it('switches at once to a language already loaded, fetching nothing again', () => {
    const french = vi.fn<CatalogueLoader>();
    const again = new Translator({
      language: 'en-US',
      catalogues: { 'en-US': ENGLISH, 'fr-CA': FRENCH },
      loaders: { 'en-US': vi.fn(), 'es-MX': vi.fn(), 'fr-CA': french },
    });
    void again.changeLanguage('fr-CA');
    expect(again.language).toBe('fr-CA');
    expect(french).not.toHaveBeenCalled();
  });

  it('keeps the current language when the catalogue cannot be loaded, and tries again next time', async () => {
    const first = deferredLoader(FRENCH);
    const i18n = translator({ 'fr-CA': first.loader });
    const listener = vi.fn();
    i18n.subscribe(listener);

    const failing = i18n.changeLanguage('fr-CA');
    first.fail();
    const answer = await failing;

    expect(i18n.language).toBe('en-US');
    expect(answer(key('nested.deeper.text'))).toBe('Deep <b></b>');
    expect(listener).not.toHaveBeenCalled();

    const retrying = i18n.changeLanguage('fr-CA');
    first.arrive();
    await retrying;
    expect(i18n.language).toBe('fr-CA');
    expect(first.loader).toHaveBeenCalledTimes(2);
  });

  it('ends on the language asked for last, even when an earlier one arrives later', async () => {
    const french = deferredLoader(FRENCH);
    const i18n = translator({ 'fr-CA': french.loader });
    const toFrench = i18n.changeLanguage('fr-CA');
    await i18n.changeLanguage('es-MX');
    french.arrive();
    const answer = await toFrench;
    expect(i18n.language).toBe('es-MX');
    expect(answer(key('nested.deeper.text'))).toBe('Profundo');
  });

  it('takes any other language as en-US', async () => {
    const i18n = translator();
    await i18n.changeLanguage('es-MX');
    await i18n.changeLanguage('de-DE');
    expect(i18n.language).toBe('en-US');
  });

  it('renews t when the current language’s catalogue arrives after the start', async () => {
    const english = deferredLoader(ENGLISH);
    const i18n = new Translator({
      language: 'en-US',
      loaders: { 'en-US': english.loader, 'es-MX': vi.fn(), 'fr-CA': vi.fn() },
    });
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.t(key('nested.deeper.text'))).toBe('nested.deeper.text');

    const loading = i18n.loadLanguages(['en-US']);
    english.arrive();
    await loading;

    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t(key('nested.deeper.text'))).toBe('Deep <b></b>');
  });

  it('stops telling a listener that unsubscribed', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    unsubscribe();
    await i18n.changeLanguage('es-MX');
    expect(listener).not.toHaveBeenCalled();
  });

  describe('feature catalogues', () => {
    const PARTS = {
      'en-US': { nested: { feature: 'Feature text' }, page: { title: 'Page' } },
      'es-MX': { nested: { feature: 'Texto de la función' }, page: { title: 'Página' } },
      'fr-CA': { nested: { feature: 'Texte de la fonction' }, page: { title: 'Page (fr)' } },
    };

    /** A feature whose parts answer when the test says so, per language. */
    function deferredFeature() {
      const arrivals: Partial<Record<Locale, () => void>> = {};
      const failures: Partial<Record<Locale, () => void>> = {};
      const part = (locale: Locale) =>
        vi.fn(
          () =>
            new Promise<object>((resolve, reject) => {
              arrivals[locale] = () => resolve(PARTS[locale]);
              failures[locale] = () => reject(new Error('chunk failed'));
            }),
        );
      const catalogue: FeatureCatalogue = { 'en-US': part('en-US'), 'es-MX': part('es-MX'), 'fr-CA': part('fr-CA') };
      const arrive = async (locale: Locale) => {
        await vi.waitFor(() => expect(arrivals[locale]).toBeDefined());
        arrivals[locale]!();
      };
      const fail = async (locale: Locale) => {
        await vi.waitFor(() => expect(failures[locale]).toBeDefined());
        failures[locale]!();
      };
      return { catalogue, arrive, fail };
    }

    it('loads a feature in the language shown only, merged into the shell’s groups, and renews t', async () => {
      const i18n = translator();
      const feature = deferredFeature();
      const listener = vi.fn();
      i18n.subscribe(listener);

      const loading = i18n.loadFeature('probe', feature.catalogue);
      expect(i18n.t(key('nested.feature'))).toBe('nested.feature');
      await feature.arrive('en-US');
      await loading;

      expect(listener).toHaveBeenCalledTimes(1);
      expect(i18n.t(key('nested.feature'))).toBe('Feature text');
      expect(i18n.t(key('page.title'))).toBe('Page');
      expect(i18n.t(key('nested.deeper.text'))).toBe('Deep <b></b>');
      expect(feature.catalogue['es-MX']).not.toHaveBeenCalled();
      expect(feature.catalogue['fr-CA']).not.toHaveBeenCalled();
    });

    it('switches language only once the loaded features’ texts are there too, so no key shows', async () => {
      const i18n = translator();
      const feature = deferredFeature();
      const loading = i18n.loadFeature('probe', feature.catalogue);
      await feature.arrive('en-US');
      await loading;

      const switching = i18n.changeLanguage('es-MX');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(i18n.language).toBe('en-US');
      await feature.arrive('es-MX');
      const t = await switching;

      expect(i18n.language).toBe('es-MX');
      expect(t(key('page.title'))).toBe('Página');
      expect(t(key('nested.deeper.text'))).toBe('Profundo');
    });

    it('loads a feature asked for during a switch in both languages', async () => {
      const french = deferredLoader(FRENCH);
      const i18n = translator({ 'fr-CA': french.loader });
      const feature = deferredFeature();
      const switching = i18n.changeLanguage('fr-CA');
      const loading = i18n.loadFeature('probe', feature.catalogue);
      french.arrive();
      await feature.arrive('en-US');
      await feature.arrive('fr-CA');
      await Promise.all([switching, loading]);

      expect(i18n.language).toBe('fr-CA');
      expect(i18n.t(key('page.title'))).toBe('Page (fr)');
      expect(i18n.t(key('page.title'), { lng: 'en-US' })).toBe('Page');
    });

    it('rejects when a feature’s texts cannot be loaded, and a later switch does not wait for them', async () => {
      const i18n = translator();
      const feature = deferredFeature();
      const loading = i18n.loadFeature('probe', feature.catalogue);
      await feature.fail('en-US');
      await expect(loading).rejects.toThrow('chunk failed');

      await i18n.changeLanguage('es-MX');
      expect(i18n.language).toBe('es-MX');
      expect(feature.catalogue['es-MX']).not.toHaveBeenCalled();
    });
  });
});
