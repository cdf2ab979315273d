import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { localeSchema } from './identity.js';
import { ACCOUNT_TYPES, COMPANY_TYPES } from './identity-core.js';
import type { CompanyType } from './identity-core.js';
import { ALLOWED_LOCALES } from './locale.js';
import { offeredTimeZoneSchema } from './profile.js';
import { singleLineText } from './text-rules.js';

// ---------------------------------------------------------------------------------------------
// Documents: terms and conditions, data sharing addendum, privacy policy (spec sections 2, 7)
// ---------------------------------------------------------------------------------------------

/** The asset-path segment of a company type: SUPPLIER -> 'supplier', THIRD_PARTY_AGENCY -> 'third-party-agency'. */
export function companyTypeSlug(companyType: CompanyType): string {
  return companyType.toLowerCase().replaceAll('_', '-');
}

/** `{companyType}-terms-and-conditions` (spec section 7). */
export function termsAssetPath(companyType: CompanyType): string {
  return `${companyTypeSlug(companyType)}-terms-and-conditions`;
}

export const DATA_SHARING_ADDENDUM_ASSET = 'data-sharing-addendum';
/** The addendum third-party companies accept (spec: a '-3p-users' variant for the 3p company type). */
export const DATA_SHARING_ADDENDUM_3P_ASSET = 'data-sharing-addendum-3p-users';
export const PRIVACY_POLICY_ASSET = 'privacy-policy';

const THIRD_PARTY_COMPANY_TYPES: readonly CompanyType[] = ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'];

export function dataSharingAddendumAssetPath(companyType: CompanyType | null): string {
  return companyType !== null && THIRD_PARTY_COMPANY_TYPES.includes(companyType)
    ? DATA_SHARING_ADDENDUM_3P_ASSET
    : DATA_SHARING_ADDENDUM_ASSET;
}

/** Every document asset path the portal serves. */
export const DOCUMENT_ASSET_PATHS: readonly string[] = [
  ...COMPANY_TYPES.map(termsAssetPath),
  DATA_SHARING_ADDENDUM_ASSET,
  DATA_SHARING_ADDENDUM_3P_ASSET,
  PRIVACY_POLICY_ASSET,
];

/** The documents a user of a company type must accept to finish registration, in order. */
export function requiredDocuments(companyType: CompanyType): string[] {
  const documents = [termsAssetPath(companyType)];
  if (THIRD_PARTY_COMPANY_TYPES.includes(companyType)) documents.push(DATA_SHARING_ADDENDUM_3P_ASSET);
  return documents;
}

const BASIC_COMPANY_TYPES_FOR_REGISTRATION: readonly CompanyType[] = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];

/** Basic companies finish through .../complete-registration/basic, the others through .../complete-registration. */
export function registrationVariant(companyType: CompanyType): 'basic' | 'standard' {
  return BASIC_COMPANY_TYPES_FOR_REGISTRATION.includes(companyType) ? 'basic' : 'standard';
}

const assetPathSchema = z.string().refine((value) => DOCUMENT_ASSET_PATHS.includes(value));

export const documentQuerySchema = z.object({
  assetPath: assetPathSchema,
  locale: z.enum(ALLOWED_LOCALES).optional(),
});

const documentSectionSchema = z.object({ heading: z.string(), body: z.string() });

/** A versioned document in one language (falls back to en-US when untranslated). */
export const documentSchema = z.object({
  assetPath: z.string(),
  version: z.string(),
  locale: localeSchema,
  title: z.string(),
  effectiveDate: z.string(),
  sections: z.array(documentSectionSchema),
});
export type PortalDocument = z.infer<typeof documentSchema>;

// ---------------------------------------------------------------------------------------------
// Registration (spec section 7: PUT companies/{companyId}/users/complete-registration[/basic])
// ---------------------------------------------------------------------------------------------

const acceptedDocumentSchema = z.object({ assetPath: assetPathSchema, version: z.string().min(1).max(32) });

export const REGISTRATION_FIELD_ERRORS = {
  firstNameRequired: 'profile.errors.first_name_required',
  lastNameRequired: 'profile.errors.last_name_required',
  tooLong: 'profile.errors.too_long',
} as const;

const nameField = (requiredKey: string) =>
  singleLineText(
    z
      .string({ error: requiredKey })
      .trim()
      .min(1, { error: requiredKey })
      .max(50, { error: REGISTRATION_FIELD_ERRORS.tooLong }),
  );

/** The body of both registration calls (the payload without companyId, which is in the path). */
export const completeRegistrationBodySchema = z.object({
  first_name: nameField(REGISTRATION_FIELD_ERRORS.firstNameRequired),
  last_name: nameField(REGISTRATION_FIELD_ERRORS.lastNameRequired),
  timezone: offeredTimeZoneSchema,
  language_code: localeSchema,
  /** The documents accepted, each with the version the user read. */
  accepted: z.array(acceptedDocumentSchema).min(1).max(4),
});
export type CompleteRegistrationBody = z.infer<typeof completeRegistrationBodySchema>;

export const companyIdParamsSchema = z.object({ companyId: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

const acceptanceSchema = z.object({
  assetPath: z.string(),
  version: z.string(),
  locale: localeSchema,
  acceptedAt: z.string(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

export const completeRegistrationResponseSchema = z.object({
  registration_completed: z.literal(true),
  acceptances: z.array(acceptanceSchema),
});

/** GET /api/users/companies?loginId=: the companies a user belongs to, with their registration state. */
export const userCompaniesQuerySchema = z.object({ loginId: z.string().min(1).max(100).optional() });
const userCompanySchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  registrationCompleted: z.boolean(),
  /** The documents this user must accept for this company, in order. */
  requiredDocuments: z.array(z.string()),
});
export const userCompaniesResponseSchema = z.object({ loginId: z.string(), companies: z.array(userCompanySchema) });
export type UserCompanies = z.infer<typeof userCompaniesResponseSchema>;

export const acceptancesResponseSchema = z.object({ loginId: z.string(), acceptances: z.array(acceptanceSchema) });

export const REGISTRATION_PATHS = {
  document: '/api/content/documents',
  documentPdf: '/api/content/documents/pdf',
  completeRegistration: '/api/companies/:companyId/users/complete-registration',
  completeRegistrationBasic: '/api/companies/:companyId/users/complete-registration/basic',
  userCompanies: '/api/users/companies',
  acceptances: '/api/users/:loginId/acceptances',
} as const;

export const REGISTRATION_ERROR_CODES = {
  /** The caller has not completed registration, and the route is not one registration needs. */
  required: 'registration.required',
  alreadyCompleted: 'registration.already_completed',
  wrongVariant: 'registration.wrong_variant',
  documentsMissing: 'registration.documents_not_accepted',
  documentOutdated: 'registration.document_outdated',
} as const;

/** The PDF's file name: '<assetPath>-<version>.pdf'. */
export function documentPdfFileName(assetPath: string, version: string): string {
  return `${assetPath}-${version}.pdf`;
}
