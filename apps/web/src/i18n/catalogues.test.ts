import { ACCESS_APPROVAL_ERROR_CODES } from '@portal/contract/access-approvals';
import { ACCESS_REQUEST_ERROR_CODES } from '@portal/contract/access-requests';
import { ANNOUNCEMENT_ERROR_CODES } from '@portal/contract/announcements';
import { COMPANY_ERROR_CODES } from '@portal/contract/companies';
import { EMAIL_DOMAIN_ERROR_CODES } from '@portal/contract/email-domains';
import { ERROR_CODES } from '@portal/contract/errors';
import { GLOSSARY_ERROR_CODES } from '@portal/contract/glossary';
import { HUMAN_CHECK_ERROR_CODES } from '@portal/contract/human-check';
import { INVITATION_ERROR_CODES, INVITE_ROW_ERRORS } from '@portal/contract/invitations';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { PRODUCT_ERROR_CODES } from '@portal/contract/products';
import { PROFILE_ERROR_CODES } from '@portal/contract/profile';
import { REGISTRATION_ERROR_CODES } from '@portal/contract/registration';
import { SUPPORT_ERROR_CODES } from '@portal/contract/support';
import { USER_ADMIN_ERROR_CODES } from '@portal/contract/user-admin';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '@/lib/api-client';
import { i18n } from './i18n';
import { resources } from './resources';

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

const catalogues = ALLOWED_LOCALES.map((locale) => ({
  locale,
  keys: leaves(resources[locale].translation as unknown as Catalogue),
}));
const reference = catalogues.find((c) => c.locale === 'en-US')!;

function placeholders(value: unknown): string[] {
  return [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('exist for every allowed locale', () => {
    expect(Object.keys(resources).sort()).toEqual([...ALLOWED_LOCALES].sort());
  });

  for (const { locale, keys } of catalogues.filter((c) => c.locale !== 'en-US')) {
    it(`${locale} has every en-US key`, () => {
      const missing = [...reference.keys.keys()].filter((key) => !keys.has(key));
      expect(missing).toEqual([]);
    });

    it(`${locale} has no key that en-US lacks`, () => {
      const extra = [...keys.keys()].filter((key) => !reference.keys.has(key));
      expect(extra).toEqual([]);
    });

    it(`${locale} uses the same {{placeholders}} as en-US`, () => {
      const different = [...reference.keys].filter(
        ([key, value]) => keys.has(key) && placeholders(value).join() !== placeholders(keys.get(key)).join(),
      );
      expect(different.map(([key]) => key)).toEqual([]);
    });
  }

  for (const { locale, keys } of catalogues) {
    it(`${locale} has only non-empty string values`, () => {
      const empty = [...keys].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });
  }

  // The in-house t (translate.ts) fills {{name}} placeholders and nothing else that i18next read in a text.
  for (const { locale, keys } of catalogues) {
    it(`${locale} needs no i18next feature beyond {{name}} placeholders`, () => {
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
    const untranslated = codes.filter((code) => !reference.keys.has(`errors.${code}`));
    expect(untranslated).toEqual([]);
  });

  it('keep the spec wording of the api client errors', () => {
    expect(i18n.t('errors.http.server_not_responding', { lng: 'en-US' })).toBe('Server not responding!');
    expect(i18n.t('errors.http.config_missing', { lng: 'en-US' })).toBe('http config missing!');
    expect(i18n.t('errors.http.unknown', { lng: 'en-US' })).toBe('An unknown http error occurred!');
  });
});
