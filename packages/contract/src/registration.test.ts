import { describe, expect, it } from 'vitest';
import { COMPANY_TYPES } from './identity.js';
import {
  companyTypeSlug,
  completeRegistrationBodySchema,
  DATA_SHARING_ADDENDUM_3P_ASSET,
  DATA_SHARING_ADDENDUM_ASSET,
  dataSharingAddendumAssetPath,
  DOCUMENT_ASSET_PATHS,
  documentPdfFileName,
  documentQuerySchema,
  PRIVACY_POLICY_ASSET,
  REGISTRATION_FIELD_ERRORS,
  registrationVariant,
  requiredDocuments,
  termsAssetPath,
} from './registration.js';

describe('document asset paths', () => {
  it('name the terms by company type (spec: {companyType}-terms-and-conditions)', () => {
    expect(COMPANY_TYPES.map(termsAssetPath)).toEqual([
      'supplier-terms-and-conditions',
      'third-party-agency-terms-and-conditions',
      'basic-vendor-terms-and-conditions',
      'basic-third-party-agency-terms-and-conditions',
    ]);
    expect(companyTypeSlug('BASIC_THIRD_PARTY_AGENCY')).toBe('basic-third-party-agency');
  });

  it('give third-party companies the -3p-users addendum', () => {
    expect(dataSharingAddendumAssetPath('THIRD_PARTY_AGENCY')).toBe('data-sharing-addendum-3p-users');
    expect(dataSharingAddendumAssetPath('BASIC_THIRD_PARTY_AGENCY')).toBe(DATA_SHARING_ADDENDUM_3P_ASSET);
    expect(dataSharingAddendumAssetPath('SUPPLIER')).toBe(DATA_SHARING_ADDENDUM_ASSET);
    expect(dataSharingAddendumAssetPath('BASIC_VENDOR')).toBe(DATA_SHARING_ADDENDUM_ASSET);
    expect(dataSharingAddendumAssetPath(null)).toBe(DATA_SHARING_ADDENDUM_ASSET);
  });

  it('list every document once', () => {
    expect(DOCUMENT_ASSET_PATHS).toHaveLength(7);
    expect(new Set(DOCUMENT_ASSET_PATHS).size).toBe(7);
    expect(DOCUMENT_ASSET_PATHS).toContain(PRIVACY_POLICY_ASSET);
  });

  it('are the only paths a document query accepts, with an allowed locale', () => {
    expect(documentQuerySchema.safeParse({ assetPath: 'privacy-policy', locale: 'fr-CA' }).success).toBe(true);
    expect(documentQuerySchema.safeParse({ assetPath: 'privacy-policy' }).success).toBe(true);
    expect(documentQuerySchema.safeParse({ assetPath: '../etc/passwd' }).success).toBe(false);
    expect(documentQuerySchema.safeParse({ assetPath: 'privacy-policy', locale: 'en-CA' }).success).toBe(false);
  });

  it('name the PDF after the path and version', () => {
    expect(documentPdfFileName('supplier-terms-and-conditions', '2.0')).toBe('supplier-terms-and-conditions-2.0.pdf');
  });
});

describe('registration rules', () => {
  it('require the company type’s terms, and the third-party addendum from agencies', () => {
    expect(requiredDocuments('SUPPLIER')).toEqual(['supplier-terms-and-conditions']);
    expect(requiredDocuments('BASIC_VENDOR')).toEqual(['basic-vendor-terms-and-conditions']);
    expect(requiredDocuments('THIRD_PARTY_AGENCY')).toEqual([
      'third-party-agency-terms-and-conditions',
      DATA_SHARING_ADDENDUM_3P_ASSET,
    ]);
    expect(requiredDocuments('BASIC_THIRD_PARTY_AGENCY')).toEqual([
      'basic-third-party-agency-terms-and-conditions',
      DATA_SHARING_ADDENDUM_3P_ASSET,
    ]);
  });

  it('send basic companies through the basic call', () => {
    expect(COMPANY_TYPES.map((type) => [type, registrationVariant(type)])).toEqual([
      ['SUPPLIER', 'standard'],
      ['THIRD_PARTY_AGENCY', 'standard'],
      ['BASIC_VENDOR', 'basic'],
      ['BASIC_THIRD_PARTY_AGENCY', 'basic'],
    ]);
  });
});

describe('completeRegistrationBodySchema', () => {
  const valid = {
    first_name: ' Casey ',
    last_name: 'Morales',
    timezone: 'America/Chicago',
    language_code: 'es-MX',
    accepted: [{ assetPath: 'supplier-terms-and-conditions', version: '2.0' }],
  };
  const messages = (overrides: Record<string, unknown>) =>
    completeRegistrationBodySchema.safeParse({ ...valid, ...overrides }).error?.issues.map((i) => i.message) ?? [];

  it('accepts a complete registration, trimming the names', () => {
    expect(completeRegistrationBodySchema.parse(valid).first_name).toBe('Casey');
  });

  it('answers the form’s field codes for the names', () => {
    expect(messages({ first_name: '' })).toEqual([REGISTRATION_FIELD_ERRORS.firstNameRequired]);
    expect(messages({ last_name: undefined })).toEqual([REGISTRATION_FIELD_ERRORS.lastNameRequired]);
    expect(messages({ last_name: 'y'.repeat(51) })).toEqual([REGISTRATION_FIELD_ERRORS.tooLong]);
  });

  it('refuses a zone the profile does not offer, an unknown language, and nothing accepted', () => {
    expect(messages({ timezone: 'Europe/Kaliningrad' })).toHaveLength(1);
    expect(messages({ language_code: 'de-DE' })).toHaveLength(1);
    expect(messages({ accepted: [] })).toHaveLength(1);
    expect(messages({ accepted: [{ assetPath: 'unknown-document', version: '1.0' }] })).toHaveLength(1);
  });
});
