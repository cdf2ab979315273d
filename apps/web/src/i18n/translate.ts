import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { ShellTranslation } from './resources';

/** The dotted path of every text of a catalogue ('errors.http.unknown'). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Leaves<T[K]>}` : never;
}[keyof T & string];

/**
 * The texts of the features, each loaded with its pages. Empty here: app/feature-catalogues.ts adds them (declaration
 * merging), so shared code does not import the features.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureTranslations {}

/** The whole en-US catalogue: the shell's texts and every feature's. */
export type Translation = ShellTranslation & FeatureTranslations;

/** A key of the en-US catalogue: any other is a compile error. */
export type TranslationKey = Leaves<Translation>;

/** The values a text's `{{placeholders}}` take, and optionally the language to speak (`lng`). */
export type TranslateOptions = { lng?: string } & Record<string, unknown>;

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = () => Promise<{ translation: object }>;

/**
 * A feature's texts in each language, each loaded when first needed: a part of the catalogue (the feature's groups
 * under their full paths, `{ profile: { … } }`) merged into the shell's.
 */
export type FeatureCatalogue = Record<Locale, () => Promise<object>>;

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

function isGroup(value: unknown): value is Catalogue {
  return value !== null && typeof value === 'object';
}

/** The shell's catalogue with a feature's part laid over it, group by group (both may hold texts of one group). */
function merge(base: Catalogue, part: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const existing = merged[key];
    merged[key] = isGroup(existing) && isGroup(value) ? merge(existing, value) : value;
  }
  return merged;
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
  /** The features whose pages were asked for: a language is switched to only with their texts too. */
  readonly #wanted = new Map<string, FeatureCatalogue>();
  /** Per language: the shell's catalogue, the features' parts, and both merged (what `t` reads). */
  readonly #shells = new Map<Locale, Catalogue>();
  readonly #parts = new Map<Locale, Map<string, Catalogue>>();
  readonly #catalogues = new Map<Locale, Catalogue>();
  readonly #fetching = new Map<string, Promise<void>>();
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
    if (this.#missing(locale).length === 0) {
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

  /**
   * Loads catalogues without switching to them, each with the texts of the features loaded so far; rejects when one
   * cannot be loaded.
   */
  async loadLanguages(languages: readonly Locale[]): Promise<void> {
    await Promise.all(languages.map((locale) => this.#load(locale)));
  }

  /**
   * Loads a feature's texts in the language shown (and in the one being switched to), and from then on in every
   * language switched to; rejects when they cannot be loaded, as a page's chunk does. A page waits for this before it
   * shows, so it never shows its keys.
   */
  async loadFeature(name: string, catalogue: FeatureCatalogue): Promise<void> {
    this.#wanted.set(name, catalogue);
    try {
      await Promise.all([...new Set([this.#language, this.#requested])].map((locale) => this.#load(locale)));
    } catch (error) {
      // Not loaded anywhere: a language switch does not wait for it (the next visit to its pages tries again).
      if (![...this.#parts.values()].some((parts) => parts.has(name))) this.#wanted.delete(name);
      throw error;
    }
  }

  /** The shell's catalogue of a language (in tests, a whole catalogue: shell and features). */
  addCatalogue(locale: Locale, catalogue: object): void {
    this.#shells.set(locale, catalogue as Catalogue);
    this.#merge(locale);
  }

  /** Forgets a language's shell catalogue, so the language is loaded again before it is shown. */
  removeCatalogue(locale: Locale): void {
    this.#shells.delete(locale);
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

  /** What a language still lacks: its shell ('') and the wanted features' parts. */
  #missing(locale: Locale): string[] {
    const parts = this.#parts.get(locale);
    const features = [...this.#wanted.keys()].filter((name) => !parts?.has(name));
    return this.#shells.has(locale) ? features : ['', ...features];
  }

  /** Loads what the language lacks, again until nothing is (a feature may be asked for meanwhile). */
  async #load(locale: Locale): Promise<void> {
    for (let missing = this.#missing(locale); missing.length > 0; missing = this.#missing(locale)) {
      await Promise.all(missing.map((name) => this.#fetch(locale, name)));
    }
  }

  /** Fetches the shell's catalogue ('') or a feature's part once, however many callers wait for it. */
  #fetch(locale: Locale, name: string): Promise<void> {
    const id = `${locale}|${name}`;
    let fetching = this.#fetching.get(id);
    if (!fetching) {
      fetching = (name === '' ? this.#fetchShell(locale) : this.#fetchPart(locale, name)).finally(() =>
        this.#fetching.delete(id),
      );
      this.#fetching.set(id, fetching);
    }
    return fetching;
  }

  async #fetchShell(locale: Locale): Promise<void> {
    const module = await this.#loaders[locale]();
    if (!this.#shells.has(locale)) this.addCatalogue(locale, module.translation);
  }

  async #fetchPart(locale: Locale, name: string): Promise<void> {
    const part = (await this.#wanted.get(name)![locale]()) as Catalogue;
    if (!this.#parts.has(locale)) this.#parts.set(locale, new Map());
    this.#parts.get(locale)!.set(name, part);
    this.#merge(locale);
  }

  #merge(locale: Locale): void {
    const shell = this.#shells.get(locale);
    if (!shell) return;
    let merged = shell;
    for (const part of this.#parts.get(locale)?.values() ?? []) merged = merge(merged, part);
    this.#catalogues.set(locale, merged);
    if (locale === this.#language) this.#changed();
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
