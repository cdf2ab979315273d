import { DEFAULT_LOCALE, resolveLocale, type Locale } from '@portal/contract/locale';

/**
 * The one way the server writes user-visible copy (e-mails, documents, its own pages): each module keeps a
 * catalogue in `<module>.texts.ts`, every key in every allowed locale (the type refuses a missing one), and
 * reads it through `defineTexts`. A text names its values as `{name}`.
 */
export type Catalogue<Key extends string> = Readonly<Record<Locale, Readonly<Record<Key, string>>>>;

/** The values of a text's `{placeholders}`; a placeholder without a value stays as written. */
export type TextValues = Readonly<Record<string, string | number>>;

export type Texts<Key extends string> = {
  /** The text in the locale (any tag; one not allowed reads English), its placeholders filled in. In a page, `html` (platform/html.ts) escapes it. */
  text(locale: Locale | string | null | undefined, key: Key, values?: TextValues): string;
};

function fillPlaceholders(template: string, values: TextValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export function defineTexts<Key extends string>(catalogue: Catalogue<Key>): Texts<Key> {
  // An empty entry counts as not yet translated: English stands in.
  const lookup = (locale: string | null | undefined, key: Key) =>
    catalogue[resolveLocale(locale)][key] || catalogue[DEFAULT_LOCALE][key];
  const text: Texts<Key>['text'] = (locale, key, values = {}) => fillPlaceholders(lookup(locale, key), values);
  return { text };
}
