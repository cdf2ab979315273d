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
  /** A super admin's exception: a domain refused by a claim rule that the company may add all the same (decision 055). */
  exceptions: '/api/companies/:companyId/email-domains/exceptions',
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

/**
 * The claim rules (decision 055) a super admin may lift for one company and one domain: a public suffix or a name
 * that is not a registrable domain (`co.uk`, `com`), one of the retailer's own domains, a public mail provider's.
 */
export const EMAIL_DOMAIN_EXCEPTION_RULES = ['publicSuffix', 'retailerDomain', 'publicProvider'] as const;
export type EmailDomainExceptionRule = (typeof EMAIL_DOMAIN_EXCEPTION_RULES)[number];

/**
 * Why a domain name is refused, one reason a row; the web words each in the reader's language. After the form's own
 * problems and the company's duplicates come the claim rules (decision 055): the exception rules above, and `taken`,
 * a domain another company holds (no exception: a domain belongs to one company and its partners).
 */
export const EMAIL_DOMAIN_PROBLEMS = [
  'required',
  'scheme',
  'tooLong',
  'format',
  'duplicate',
  'repeated',
  ...EMAIL_DOMAIN_EXCEPTION_RULES,
  'taken',
] as const;
export type EmailDomainProblem = (typeof EMAIL_DOMAIN_PROBLEMS)[number];

/** Whether a super admin may approve an exception for a domain refused with this problem. */
export function isExceptionRule(problem: EmailDomainProblem | null | undefined): problem is EmailDomainExceptionRule {
  return (EMAIL_DOMAIN_EXCEPTION_RULES as readonly string[]).includes(problem ?? '');
}

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
  /** A super admin approved it for the company, though a claim rule refuses it (decision 055). */
  approvedByException: z.boolean(),
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

/** POST …/email-domains/exceptions (a super admin acting for the company): the domain, as the company would add it. */
export const emailDomainExceptionInputSchema = z.object({ domainName: domainNameSchema });
export type EmailDomainExceptionInput = z.input<typeof emailDomainExceptionInputSchema>;

/** An approved exception: the company may add this domain although `rule` refuses it. */
export const emailDomainExceptionSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  domainName: z.string(),
  rule: z.enum(EMAIL_DOMAIN_EXCEPTION_RULES),
  approvedBy: z.string(),
  approvedAt: z.string(),
});
export type EmailDomainException = z.infer<typeof emailDomainExceptionSchema>;

export const EMAIL_DOMAIN_ERROR_CODES = {
  /** The company has this domain already. */
  duplicate: 'email_domain.duplicate',
  /** A public suffix (`co.uk`, `com`), not a domain an organisation registers. */
  publicSuffix: 'email_domain.public_suffix',
  /** One of the retailer's own domains (RETAILER_EMAIL_DOMAINS). */
  retailerDomain: 'email_domain.retailer_domain',
  /** A public mail provider's domain (`gmail.com`). */
  publicProvider: 'email_domain.public_provider',
  /** Another company, not a partner of this one, holds this domain or one of the same registrable domain. */
  taken: 'email_domain.taken',
  /** An exception asked for a domain no exception rule refuses. */
  exceptionNotNeeded: 'email_domain.exception_not_needed',
  /** The company has this exception already. */
  exceptionExists: 'email_domain.exception_exists',
} as const;

/** The error code a create or update answers for each claim rule. */
export const EMAIL_DOMAIN_RULE_ERROR_CODES = {
  publicSuffix: EMAIL_DOMAIN_ERROR_CODES.publicSuffix,
  retailerDomain: EMAIL_DOMAIN_ERROR_CODES.retailerDomain,
  publicProvider: EMAIL_DOMAIN_ERROR_CODES.publicProvider,
  taken: EMAIL_DOMAIN_ERROR_CODES.taken,
} as const satisfies Record<EmailDomainExceptionRule | 'taken', string>;

/** The claim problem an error code names (the dialog shows it under the name, as the validate call's). */
export function claimProblemOfCode(code: string | undefined): EmailDomainExceptionRule | 'taken' | null {
  const found = Object.entries(EMAIL_DOMAIN_RULE_ERROR_CODES).find(([, value]) => value === code);
  return found ? (found[0] as EmailDomainExceptionRule | 'taken') : null;
}
