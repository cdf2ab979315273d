import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './constants.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';
import { companyIdParamsSchema } from './registration.js';

export { companyIdParamsSchema };

/**
 * The yearly user access audit (spec sections 4 and 5; issue 28 point 2; decision record 057): each company's admins
 * review every user, keep or remove each, acknowledge and confirm by the due date; else the company's users lose their
 * products until they do.
 */
export const ACCESS_AUDIT_PATHS = {
  /** GET: the company's audit: due date, state, whether the banner shows. */
  audit: '/api/companies/:companyId/access-audit',
  /** GET: a page of the company's users with last sign-in, recommendation and decision. */
  users: '/api/companies/:companyId/access-audit/users',
  /** PUT: keep or remove this user. */
  decision: '/api/companies/:companyId/access-audit/users/:loginId',
  /** GET: who would lose access at the deadline, and who confirming removes. */
  preview: '/api/companies/:companyId/access-audit/preview',
  /** POST: the three acknowledgements; completes the audit. */
  confirm: '/api/companies/:companyId/access-audit/confirm',
  /** GET: every decision of the open audit as .xlsx (evidence). */
  export: '/api/companies/:companyId/access-audit/export',
  /** PUT: a super admin sets the company's due date. */
  dueDate: '/api/companies/:companyId/access-audit/due-date',
} as const;

export const accessAuditUrl = (companyId: number, rest = '') =>
  `/api/companies/${companyId}/access-audit${rest ? `/${rest}` : ''}`;

export const ACCESS_AUDIT_RULES = {
  /** The banner (and the first reminder) from this many days before the due date. */
  bannerDays: 30,
  /** Reminder e-mails this many days before the due date, each once per audit. */
  reminderDays: [30, 7, 1] as const,
  /** No sign-in for this many days suggests removing the user. */
  inactiveDays: 90,
  /** The next due date after a confirmation. */
  yearDays: 365,
} as const;

export const ACCESS_AUDIT_STATES = ['PENDING', 'LOCKED'] as const;
export type AccessAuditState = (typeof ACCESS_AUDIT_STATES)[number];

export const ACCESS_AUDIT_DECISIONS = ['KEEP', 'REMOVE'] as const;
export type AccessAuditDecision = (typeof ACCESS_AUDIT_DECISIONS)[number];

/** The three acknowledgements of spec section 5, in its order. */
export const ACCESS_AUDIT_ACKNOWLEDGEMENTS = ['reviewedUserList', 'madeModifications', 'verifiedAllUsers'] as const;
export type AccessAuditAcknowledgement = (typeof ACCESS_AUDIT_ACKNOWLEDGEMENTS)[number];

export const ACCESS_AUDIT_ERROR_CODES = {
  /** An admin may not decide to remove themselves. */
  selfRemove: 'access_audit.self_remove',
  /** Another admin confirmed the audit meanwhile. */
  alreadyConfirmed: 'access_audit.already_confirmed',
  /** The audit is overdue and the company locked: no product is granted until an admin completes it. */
  locked: 'access_audit.locked',
} as const;

/** The company's open audit. */
export const accessAuditSchema = z.object({
  companyId: z.number().int(),
  /** The audit's number: 1 for the company's first, one more after each confirmation. */
  cycle: z.number().int(),
  /** When the audit falls due (ISO-8601). */
  dueAt: z.string(),
  state: z.enum(ACCESS_AUDIT_STATES),
  /** Whole days until the due date (0 or less once due). */
  daysLeft: z.number().int(),
  /** The banner shows: the due date is within ACCESS_AUDIT_RULES.bannerDays, or the users are locked out. */
  bannerShown: z.boolean(),
  lockedAt: z.string().nullable(),
  lastConfirmedAt: z.string().nullable(),
  lastConfirmedBy: z.string().nullable(),
  /** Users with a decision in this audit, of `userCount`. */
  decidedCount: z.number().int(),
  userCount: z.number().int(),
});
export type AccessAudit = z.infer<typeof accessAuditSchema>;

export const accessAuditUserSchema = z.object({
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  group: z.string(),
  lastSignInAt: z.string().nullable(),
  /** REMOVE when the user has not signed in for ACCESS_AUDIT_RULES.inactiveDays (or never). */
  recommendation: z.enum(ACCESS_AUDIT_DECISIONS),
  /** The admin's decision in this audit; null until decided (kept when confirmed undecided). */
  decision: z.enum(ACCESS_AUDIT_DECISIONS).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AccessAuditUser = z.infer<typeof accessAuditUserSchema>;

export const accessAuditUserPageSchema = pageSchema(accessAuditUserSchema);
export type AccessAuditUserPage = Page<AccessAuditUser>;

export const ACCESS_AUDIT_SORT_COLUMNS = ['name', 'loginId', 'lastSignIn'] as const;
export type AccessAuditSortColumn = (typeof ACCESS_AUDIT_SORT_COLUMNS)[number];

const auditPageQuery = sortedPageQuerySchema(
  { default: 10, sizes: ADMIN_PAGE_SIZES },
  { columns: ACCESS_AUDIT_SORT_COLUMNS, sortBy: 'name', sortOrder: 'asc' },
);
/** GET …/access-audit/users: page (zero-based), pageSize, sortBy, sortOrder. */
export const accessAuditUserQuerySchema = auditPageQuery.omit({ size: true }).extend({
  pageSize: auditPageQuery.shape.size,
});
export type AccessAuditUserQuery = z.input<typeof accessAuditUserQuerySchema>;

export const accessAuditDecisionParamsSchema = companyIdParamsSchema.extend({ loginId: z.string().min(1).max(200) });
export const accessAuditDecisionSchema = z.object({ decision: z.enum(ACCESS_AUDIT_DECISIONS) });
export type AccessAuditDecisionRequest = z.infer<typeof accessAuditDecisionSchema>;

/** A user the preview names. */
export const accessAuditPreviewUserSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  products: z.array(z.string()),
});

/** The preview: who loses their products if the audit is not confirmed by the due date, and who confirming removes. */
export const accessAuditPreviewSchema = z.object({
  dueAt: z.string(),
  loseAccessAtDeadline: z.object({ total: z.number().int(), users: z.array(accessAuditPreviewUserSchema) }),
  removedOnConfirm: z.object({ total: z.number().int(), users: z.array(accessAuditPreviewUserSchema) }),
});
export type AccessAuditPreview = z.infer<typeof accessAuditPreviewSchema>;
/** The most users each part of the preview names (its total counts them all). */
export const ACCESS_AUDIT_PREVIEW_MAX = 50;

/** POST …/confirm: all three acknowledgements, each true. */
export const accessAuditConfirmSchema = z.object({
  acknowledgements: z.object({
    reviewedUserList: z.literal(true),
    madeModifications: z.literal(true),
    verifiedAllUsers: z.literal(true),
  }),
});
export type AccessAuditConfirmRequest = z.infer<typeof accessAuditConfirmSchema>;

export const accessAuditConfirmedSchema = z.object({
  audit: accessAuditSchema,
  /** Users whose removal started (a job deletes them). */
  removed: z.array(z.string()),
  /** Users whose products, removed at the lock-out, came back. */
  restored: z.array(z.string()),
});
export type AccessAuditConfirmed = z.infer<typeof accessAuditConfirmedSchema>;

/** PUT …/due-date: the day (YYYY-MM-DD, UTC) the audit falls due. */
export const accessAuditDueDateSchema = z.object({
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'accessAudit.problems.date' }),
});
export type AccessAuditDueDateRequest = z.infer<typeof accessAuditDueDateSchema>;
