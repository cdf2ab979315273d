import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { Translation } from './resources';

/** The dotted path of every text of a catalogue ('errors.http.unknown'). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Leaves<T[K]>}` : never;
}[keyof T & string];

/** A key of the en-US catalogue: any other is a compile error. */
export type TranslationKey = Leaves<Translation>;

/** The values a text's `{{placeholders}}` take, and optionally the language to speak (`lng`). */
export type TranslateOptions = { lng?: string } & Record<string, unknown>;

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = () => Promise<{ translation: object }>;

type TranslatorOptions = {
  /** The language the translator starts in; its catalogue is loaded by `ready`, unless given in `catalogues`. */
  language: Locale;
  loaders: Record<Locale, CatalogueLoader>;
  /** Catalogues already at hand (tests start in a language at once with them). */
  catalogues?: Partial<Record<Locale, object>>;
};

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let found: Catalogue | string | undefined = catalogue;
  for (const segment of key.split('.')) {
    if (found === undefined || typeof found === 'string') return undefined;
    found = found[segment];
  }
  // An empty text counts as missing, as i18next's returnEmptyString: false did.
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/** Fills a text's placeholders. Nothing is escaped: React escapes what it renders. */
function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The app's translations: one language at a time, each catalogue loaded when its language is first needed. The call
 * shapes are i18next's (`t`, `language`, `changeLanguage`, `getFixedT`, `exists`), with only what the app uses:
 * `{{name}}` interpolation and a language per call; no plurals, nesting or formatters (catalogues.test.ts checks the
 * catalogues need none). `t` is a new function whenever what it says changes, which `useTranslation` re-renders on.
 */
export class Translator {
  #language: Locale;
  #t: TFunction;
  #requested: Locale;
  readonly #loaders: Record<Locale, CatalogueLoader>;
  readonly #catalogues = new Map<Locale, Catalogue>();
  readonly #listeners = new Set<() => void>();

  constructor({ language, loaders, catalogues = {} }: TranslatorOptions) {
    this.#loaders = loaders;
    for (const [locale, catalogue] of Object.entries(catalogues)) this.addCatalogue(locale as Locale, catalogue);
    this.#language = language;
    this.#requested = language;
    this.#t = this.getFixedT(language);
  }

  get language(): Locale {
    return this.#language;
  }

  /** Translates into the current language (or `options.lng`); a key without a text is returned as it is. */
  get t(): TFunction {
    return this.#t;
  }

  getFixedT(lng: string): TFunction {
    const locale = resolveLocale(lng);
    return (key, options) => {
      const catalogue = this.#catalogues.get(options?.lng ? resolveLocale(options.lng) : locale);
      const text = lookUp(catalogue, key);
      return text === undefined ? key : interpolate(text, options);
    };
  }

  /** Whether a key (one known only at run time, such as an error code) has a text in the language. */
  exists(key: string, options?: { lng?: string }): boolean {
    const locale = options?.lng ? resolveLocale(options.lng) : this.#language;
    return lookUp(this.#catalogues.get(locale), key) !== undefined;
  }

  /**
   * Loads the language's catalogue if needed, then switches to it and resolves with its `t`. When the catalogue
   * cannot be loaded, or another language was asked for meanwhile, the language in effect stays and its `t` is the
   * answer, so what the caller then says matches what the page shows.
   */
  changeLanguage(lng: string): Promise<TFunction> {
    const locale = resolveLocale(lng);
    this.#requested = locale;
    if (this.#catalogues.has(locale)) {
      this.#switchTo(locale);
      return Promise.resolve(this.#t);
    }
    return this.#load(locale).then(
      () => {
        if (this.#requested === locale) this.#switchTo(locale);
        return this.#t;
      },
      () => this.#t,
    );
  }

  /** Loads catalogues without switching to them; rejects when one cannot be loaded. */
  async loadLanguages(languages: readonly Locale[]): Promise<void> {
    await Promise.all(languages.filter((locale) => !this.#catalogues.has(locale)).map((locale) => this.#load(locale)));
  }

  addCatalogue(locale: Locale, catalogue: object): void {
    this.#catalogues.set(locale, catalogue as Catalogue);
    if (locale === this.#language) this.#changed();
  }

  removeCatalogue(locale: Locale): void {
    this.#catalogues.delete(locale);
  }

  getCatalogue(locale: Locale): object | undefined {
    return this.#catalogues.get(locale);
  }

  /** Calls the listener after every change of language or of the current language's catalogue. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async #load(locale: Locale): Promise<void> {
    const module = await this.#loaders[locale]();
    this.addCatalogue(locale, module.translation);
  }

  #switchTo(locale: Locale): void {
    if (locale === this.#language) return;
    this.#language = locale;
    this.#changed();
  }

  #changed(): void {
    this.#t = this.getFixedT(this.#language);
    for (const listener of [...this.#listeners]) listener();
  }
}
