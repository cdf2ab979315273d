import { ACCESS_APPROVAL_ERROR_CODES } from '@portal/contract/access-approvals';
import { ACCESS_REQUEST_ERROR_CODES } from '@portal/contract/access-requests';
import { ANNOUNCEMENT_ERROR_CODES } from '@portal/contract/announcements';
import { COMPANY_ERROR_CODES } from '@portal/contract/companies';
import { EMAIL_DOMAIN_ERROR_CODES } from '@portal/contract/email-domains';
import { ERROR_CODES } from '@portal/contract/errors';
import { GLOSSARY_ERROR_CODES } from '@portal/contract/glossary';
import { HUMAN_CHECK_ERROR_CODES } from '@portal/contract/human-check';
import { INVITATION_ERROR_CODES, INVITE_ROW_ERRORS } from '@portal/contract/invitations';
import type { Locale } from '@portal/contract/locale';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_ERROR_CODES } from '@portal/contract/products';
import { PROFILE_ERROR_CODES } from '@portal/contract/profile';
import { REGISTRATION_ERROR_CODES } from '@portal/contract/registration';
import { SUPPORT_ERROR_CODES } from '@portal/contract/support';
import { TEXT_FIELD_ERRORS } from '@portal/contract/text-rules';
import { USER_ADMIN_ERROR_CODES } from '@portal/contract/user-admin';
import { describe, expect, it } from 'vitest';
import type { FeatureName } from '@/app/feature-catalogues';
import { featureCatalogues } from '@/app/feature-catalogues';
import { CLIENT_ERROR_CODES } from '@/lib/api-client';
import { i18n } from './i18n';
import { shellCatalogues } from './resources';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf key of a catalogue, dotted, with its value. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, leafValue] of leaves(value, path)) found.set(leaf, leafValue);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

type Keys = Map<string, unknown>;

/** The shared code's sources (app/'s composition files, router.tsx and feature-catalogues.ts, are not shared). */
const SHARED_SOURCES = import.meta.glob<string>(['../{app,components,lib,i18n}/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The shell's catalogue and each feature's part, per language: each is complete on its own. */
const features = Object.keys(featureCatalogues) as FeatureName[];
const parts: { name: string; catalogues: Record<Locale, Keys> }[] = [
  {
    name: 'the shell',
    catalogues: Object.fromEntries(
      ALLOWED_LOCALES.map((locale) => [locale, leaves(shellCatalogues[locale] as unknown as Catalogue)]),
    ) as Record<Locale, Keys>,
  },
  ...(await Promise.all(
    features.map(async (name) => ({
      name: `feature ${name}`,
      catalogues: Object.fromEntries(
        await Promise.all(
          ALLOWED_LOCALES.map(async (locale) => [
            locale,
            leaves((await featureCatalogues[name][locale]()) as unknown as Catalogue),
          ]),
        ),
      ) as Record<Locale, Keys>,
    })),
  )),
];

/** Every en-US key, the shell's and all the features'. */
const everyKey = new Set(parts.flatMap((part) => [...part.catalogues['en-US'].keys()]));

function placeholders(value: unknown): string[] {
  return [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('exist for every allowed locale', () => {
    expect(Object.keys(shellCatalogues).sort()).toEqual([...ALLOWED_LOCALES].sort());
  });

  for (const { name, catalogues } of parts) {
    const reference = catalogues['en-US'];
    for (const locale of ALLOWED_LOCALES.filter((l) => l !== 'en-US')) {
      const keys = catalogues[locale];
      it(`${name}: ${locale} has every en-US key`, () => {
        const missing = [...reference.keys()].filter((key) => !keys.has(key));
        expect(missing).toEqual([]);
      });

      it(`${name}: ${locale} has no key that en-US lacks`, () => {
        const extra = [...keys.keys()].filter((key) => !reference.has(key));
        expect(extra).toEqual([]);
      });

      it(`${name}: ${locale} uses the same {{placeholders}} as en-US`, () => {
        const different = [...reference].filter(
          ([key, value]) => keys.has(key) && placeholders(value).join() !== placeholders(keys.get(key)).join(),
        );
        expect(different.map(([key]) => key)).toEqual([]);
      });
    }

    for (const locale of ALLOWED_LOCALES) {
      const keys = catalogues[locale];
      it(`${name}: ${locale} has only non-empty string values`, () => {
        const empty = [...keys].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });

      // The in-house t (translate.ts) fills {{name}} placeholders and nothing else that i18next read in a text.
      it(`${name}: ${locale} needs no i18next feature beyond {{name}} placeholders`, () => {
        const unread = [...keys].filter(
          ([key, value]) =>
            /_(zero|one|two|few|many|other)$/.test(key) ||
            String(value).includes('$t(') ||
            String(value)
              .replace(/{{\s*\w+\s*}}/g, '')
              .includes('{{'),
        );
        expect(unread.map(([key]) => key)).toEqual([]);
      });
    }
  }

  // The layout and the shared components show on every page, whichever features are loaded: what they say is in the
  // shell (node move-keys.mjs moves a feature's key there). A key counts as named when a source file holds it whole
  // in quotes, or a prefix of it before a `${…}`.
  it('hold every key shared code names in the shell', () => {
    const sources = Object.entries(SHARED_SOURCES).filter(
      ([file]) => !/\.test\.tsx?$/.test(file) && !['../app/router.tsx', '../app/feature-catalogues.ts'].includes(file),
    );
    const shell = parts[0]!.catalogues['en-US'];
    const featureOnly = [...everyKey].filter((key) => !shell.has(key));
    const named = sources.flatMap(([file, code]) => {
      const literals = [...code.matchAll(/['"]([A-Za-z][\w.]*)['"]/g)].map((m) => m[1]!);
      const prefixes = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((m) => m[1]!);
      return featureOnly
        .filter((key) => literals.includes(key) || prefixes.some((prefix) => key.startsWith(prefix)))
        .map((key) => `${file}: ${key}`);
    });
    expect(named).toEqual([]);
  });

  it('translate every error code of the contract and of the api client', () => {
    const codes = [
      ...Object.values(ERROR_CODES),
      ...Object.values(PRODUCT_ERROR_CODES),
      ...Object.values(GLOSSARY_ERROR_CODES),
      ...Object.values(REGISTRATION_ERROR_CODES),
      ...Object.values(ACCESS_REQUEST_ERROR_CODES),
      ...Object.values(ANNOUNCEMENT_ERROR_CODES),
      ...Object.values(PROFILE_ERROR_CODES),
      ...Object.values(SUPPORT_ERROR_CODES),
      ...Object.values(HUMAN_CHECK_ERROR_CODES),
      ...Object.values(COMPANY_ERROR_CODES),
      ...Object.values(EMAIL_DOMAIN_ERROR_CODES),
      ...Object.values(USER_ADMIN_ERROR_CODES),
      ...Object.values(ACCESS_APPROVAL_ERROR_CODES),
      ...Object.values(INVITATION_ERROR_CODES),
      ...Object.values(INVITE_ROW_ERRORS),
      ...Object.values(CLIENT_ERROR_CODES),
    ];
    const untranslated = codes.filter((code) => !everyKey.has(`errors.${code}`));
    expect(untranslated).toEqual([]);
  });

  // Names and notes are checked on many features' forms: their messages are the shell's, whichever feature is loaded.
  it('hold the messages of the text rules in the shell', () => {
    const shell = parts[0]!.catalogues['en-US'];
    expect(Object.values(TEXT_FIELD_ERRORS).filter((key) => !shell.has(key))).toEqual([]);
  });

  it('keep the spec wording of the api client errors', () => {
    expect(i18n.t('errors.http.server_not_responding', { lng: 'en-US' })).toBe('Server not responding!');
    expect(i18n.t('errors.http.config_missing', { lng: 'en-US' })).toBe('http config missing!');
    expect(i18n.t('errors.http.unknown', { lng: 'en-US' })).toBe('An unknown http error occurred!');
  });
});
