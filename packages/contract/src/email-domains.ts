import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';
import { companyIdParamsSchema } from './registration.js';

export { companyIdParamsSchema };

/**
 * A company's authorised e-mail domains (spec sections 3, 4 and 7, 'Domains and partners'): the domains its
 * people's e-mail addresses may come from. A domain is kept lower-cased, as a bare host name (no scheme, no
 * path, no '@'); decision record 020.
 */
export const EMAIL_DOMAIN_PATHS = {
  list: '/api/companies/:companyId/email-domains',
  validate: '/api/companies/:companyId/email-domains/validate',
  /** PUT names the domain by id, DELETE by name (spec section 7); one parameter, as the path is one. */
  update: '/api/companies/:companyId/email-domains/:domain',
  remove: '/api/companies/:companyId/email-domains/:domain',
} as const;

export const emailDomainsUrl = (companyId: number) => `/api/companies/${companyId}/email-domains`;

export const EMAIL_DOMAIN_LIMITS = {
  /** A host name's longest form (RFC 1035). */
  nameMax: 253,
  labelMax: 63,
  /** Rows one validate call checks. */
  validateRowsMax: 100,
  searchMax: 100,
} as const;

export const EMAIL_DOMAIN_SORT_COLUMNS = ['domainName', 'allowSubDomains', 'is3pDomain'] as const;
export type EmailDomainSortColumn = (typeof EMAIL_DOMAIN_SORT_COLUMNS)[number];
export const EMAIL_DOMAIN_DEFAULT_PAGE_SIZE = 10;

/** Why a domain name is refused, one reason a row; the web words each in the reader's language. */
export const EMAIL_DOMAIN_PROBLEMS = ['required', 'scheme', 'tooLong', 'format', 'duplicate', 'repeated'] as const;
export type EmailDomainProblem = (typeof EMAIL_DOMAIN_PROBLEMS)[number];

const SCHEME = /^[a-z][a-z0-9+.-]*:/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;

/** The stored form of a domain name: trimmed and lower-cased. */
export function normaliseDomainName(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * What is wrong with a domain name on its own, or null: it must be a host name of at least two labels (letters,
 * digits and inner hyphens, up to 63 each), ending in a top-level domain of letters; a scheme ('https://') is
 * named as such, since pasting an address is the usual slip.
 */
export function domainNameProblem(raw: string): EmailDomainProblem | null {
  const name = normaliseDomainName(raw);
  if (name === '') return 'required';
  if (SCHEME.test(name) && name.includes('//')) return 'scheme';
  if (name.length > EMAIL_DOMAIN_LIMITS.nameMax) return 'tooLong';
  const labels = name.split('.');
  if (labels.length < 2) return 'format';
  if (!labels.every((label) => label.length <= EMAIL_DOMAIN_LIMITS.labelMax && LABEL.test(label))) return 'format';
  return TOP_LEVEL.test(labels.at(-1)!) ? null : 'format';
}

/** The catalogue key that words a problem (the web's emailDomains catalogue). */
export const domainProblemKey = (problem: EmailDomainProblem) => `emailDomains.problems.${problem}` as const;

/** A domain name as a body field: normalised, and refused with its problem's catalogue key as the message. */
export const domainNameSchema = z
  .string()
  .max(EMAIL_DOMAIN_LIMITS.nameMax + 100)
  .transform(normaliseDomainName)
  .superRefine((name, ctx) => {
    const problem = domainNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: domainProblemKey(problem) });
  });

export const emailDomainSchema = z.object({
  id: z.number().int(),
  domainName: z.string(),
  companyId: z.number().int(),
  allowSubDomains: z.boolean(),
  /** The domain type: a third-party (3P) partner's domain, or the company's own. */
  is3pDomain: z.boolean(),
});
export type EmailDomain = z.infer<typeof emailDomainSchema>;

export const emailDomainPageSchema = pageSchema(emailDomainSchema);
export type EmailDomainPage = Page<EmailDomain>;

const sortedPageQuery = sortedPageQuerySchema(
  { default: EMAIL_DOMAIN_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES },
  { columns: EMAIL_DOMAIN_SORT_COLUMNS, sortBy: 'domainName', sortOrder: 'asc' },
);

/** GET …/email-domains: page (zero-based), pageSize, sortBy, sortOrder, and part of the domain name. */
export const emailDomainListQuerySchema = sortedPageQuery.omit({ size: true }).extend({
  pageSize: sortedPageQuery.shape.size,
  search: z.string().trim().max(EMAIL_DOMAIN_LIMITS.searchMax).optional(),
});
export type EmailDomainListQuery = z.input<typeof emailDomainListQuerySchema>;

export const domainIdParamsSchema = companyIdParamsSchema.extend({
  domain: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});
export const domainNameParamsSchema = companyIdParamsSchema.extend({
  domain: z.string().min(1).max(EMAIL_DOMAIN_LIMITS.nameMax).transform(normaliseDomainName),
});

/** POST …/email-domains and PUT …/email-domains/{id}. */
export const emailDomainInputSchema = z.object({
  domainName: domainNameSchema,
  allowSubDomains: z.boolean().default(false),
  is3pDomain: z.boolean().default(false),
});
export type EmailDomainInput = z.input<typeof emailDomainInputSchema>;

/**
 * POST …/email-domains/validate: the rows to check before saving, each as typed. `id` names the domain a row
 * edits, so its own current name is not a duplicate.
 */
export const emailDomainValidateSchema = z.object({
  domains: z
    .array(
      z.object({
        domainName: z.string().max(EMAIL_DOMAIN_LIMITS.nameMax + 100),
        id: z.number().int().positive().max(MAX_RECORD_ID).optional(),
      }),
    )
    .min(1)
    .max(EMAIL_DOMAIN_LIMITS.validateRowsMax),
});
export type EmailDomainValidateRequest = z.input<typeof emailDomainValidateSchema>;

/** Per row, in the order sent: the normalised name and what fails (null when it may be saved). */
export const emailDomainValidationSchema = z.object({
  valid: z.boolean(),
  rows: z.array(z.object({ domainName: z.string(), problem: z.enum(EMAIL_DOMAIN_PROBLEMS).nullable() })),
});
export type EmailDomainValidation = z.infer<typeof emailDomainValidationSchema>;

export const EMAIL_DOMAIN_ERROR_CODES = {
  /** The company has this domain already. */
  duplicate: 'email_domain.duplicate',
} as const;
