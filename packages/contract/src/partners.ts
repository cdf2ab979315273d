import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';
import { companyIdParamsSchema } from './registration.js';

export { companyIdParamsSchema };

/**
 * A supplier's 3P partners, the agencies that work on its behalf (spec sections 2, 3 and 7, 'Domains and partners';
 * decision record 056). A supplier's admin lists them, checks a business code, adds the agency it names and ends an
 * association; an agency's admin lists the suppliers it works for (the sponsored supplier list).
 */
export const PARTNER_PATHS = {
  /** GET: a page of the supplier's partners; POST: add one by business code. */
  list: '/api/companies/:companyId/partner-associations',
  /** GET ?businessCode=: which agency a code names, and whether it may be added. */
  validate: '/api/companies/:companyId/partner-associations/validate',
  /** DELETE: end the association with that agency. */
  end: '/api/companies/:companyId/partner-associations/:partnerCompanyId',
  /** GET: a page of the suppliers the agency works for, with the products each grants its users. */
  suppliers: '/api/companies/:companyId/sponsored-suppliers',
} as const;

export const partnerAssociationsUrl = (companyId: number) => `/api/companies/${companyId}/partner-associations`;
export const sponsoredSuppliersUrl = (companyId: number) => `/api/companies/${companyId}/sponsored-suppliers`;

export const PARTNER_LIMITS = {
  /** A business code's longest form. */
  businessCodeMax: 40,
} as const;

export const PARTNER_SORT_COLUMNS = ['companyName', 'businessCode', 'adminEmail'] as const;
export type PartnerSortColumn = (typeof PARTNER_SORT_COLUMNS)[number];
export const SPONSORED_SUPPLIER_SORT_COLUMNS = ['companyName', 'businessCode'] as const;
export type SponsoredSupplierSortColumn = (typeof SPONSORED_SUPPLIER_SORT_COLUMNS)[number];
export const PARTNER_DEFAULT_PAGE_SIZE = 10;

/** The stored form of a business code: trimmed and upper-cased ('sup-10045 ' is SUP-10045). */
export function normaliseBusinessCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A business code as typed: required, at most PARTNER_LIMITS.businessCodeMax characters once trimmed. */
export const businessCodeSchema = z
  .string()
  .max(PARTNER_LIMITS.businessCodeMax + 100)
  .transform(normaliseBusinessCode)
  .pipe(
    z
      .string()
      .min(1, { message: 'partners.problems.required' })
      .max(PARTNER_LIMITS.businessCodeMax, { message: 'partners.problems.tooLong' }),
  );

/** A company as a partner row names it. */
export const partnerCompanySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  /** Null for a company without one. */
  businessCode: z.string().nullable(),
});
export type PartnerCompany = z.infer<typeof partnerCompanySchema>;

/** The 3P partner of spec section 3: the agency, and its primary contact. */
export const partnerAssociationSchema = z.object({
  partnerCompany: partnerCompanySchema,
  /** The agency's primary contact. */
  adminEmail: z.string(),
  /** When the association began (ISO-8601). */
  associatedAt: z.string(),
});
export type PartnerAssociation = z.infer<typeof partnerAssociationSchema>;

export const partnerAssociationPageSchema = pageSchema(partnerAssociationSchema);
export type PartnerAssociationPage = Page<PartnerAssociation>;

/** A row of the sponsored supplier list: a supplier the agency works for, and what it grants the agency's users. */
export const sponsoredSupplierSchema = z.object({
  supplierCompany: partnerCompanySchema,
  /** The supplier's primary contact. */
  adminEmail: z.string(),
  /** The products (by name, in catalogue order) the supplier has granted at least one of the agency's users. */
  products: z.array(z.string()),
  associatedAt: z.string(),
});
export type SponsoredSupplier = z.infer<typeof sponsoredSupplierSchema>;

export const sponsoredSupplierPageSchema = pageSchema(sponsoredSupplierSchema);
export type SponsoredSupplierPage = Page<SponsoredSupplier>;

const partnerPageQuery = sortedPageQuerySchema(
  { default: PARTNER_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES },
  { columns: PARTNER_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
);
/** GET …/partner-associations: page (zero-based), pageSize, sortBy, sortOrder. */
export const partnerListQuerySchema = partnerPageQuery.omit({ size: true }).extend({
  pageSize: partnerPageQuery.shape.size,
});
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

const supplierPageQuery = sortedPageQuerySchema(
  { default: PARTNER_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES },
  { columns: SPONSORED_SUPPLIER_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
);
/** GET …/sponsored-suppliers: page (zero-based), pageSize, sortBy, sortOrder. */
export const sponsoredSupplierListQuerySchema = supplierPageQuery.omit({ size: true }).extend({
  pageSize: supplierPageQuery.shape.size,
});
export type SponsoredSupplierListQuery = z.input<typeof sponsoredSupplierListQuerySchema>;

/** GET …/partner-associations/validate?businessCode=. */
export const partnerValidateQuerySchema = z.object({ businessCode: businessCodeSchema });
export type PartnerValidateQuery = z.input<typeof partnerValidateQuerySchema>;

/** POST …/partner-associations: the agency's business code, as confirmed after the validate call. */
export const partnerAddSchema = z.object({ businessCode: businessCodeSchema });
export type PartnerAddRequest = z.input<typeof partnerAddSchema>;

/** The validate call's answer: the agency the code names, which the admin confirms before adding it. */
export const partnerCandidateSchema = z.object({
  partnerCompany: partnerCompanySchema,
  adminEmail: z.string(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;

export const partnerEndParamsSchema = companyIdParamsSchema.extend({
  partnerCompanyId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

/** Why a code cannot be added; each a code the web words ('partners.errors.<after the dot>'). */
export const PARTNER_ERROR_CODES = {
  /** No company has this business code (or one in another market). */
  unknownCode: 'partner_association.unknown_code',
  /** The code names a company that is not a third-party agency. */
  notAgency: 'partner_association.not_agency',
  /** The agency works for the company already. */
  duplicate: 'partner_association.duplicate',
  /** Only a supplier takes on partners. */
  notSupplier: 'partner_association.not_supplier',
} as const;
export type PartnerErrorCode = (typeof PARTNER_ERROR_CODES)[keyof typeof PARTNER_ERROR_CODES];
