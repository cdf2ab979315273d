import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';
import type { ProductCode } from './products-core.js';
import {
  COMPANY_PERSONAS,
  PENDING_SORT_COLUMNS,
  USER_ADMIN_DEFAULT_PAGE_SIZE,
  USER_ADMIN_LIMITS,
} from './user-admin.js';
import { singleLineText } from './text-rules.js';

/**
 * Inviting users into a company (spec sections 3, 4 and 7, 'User administration'; decision record 023): validate a
 * list of new users, add them (a job sends each an invitation), the pending users tab, and resending an invitation.
 */
export const INVITATION_PATHS = {
  validate: '/api/companies/:companyId/users/validate',
  add: '/api/companies/:companyId/users',
  pending: '/api/companies/:companyId/users/non-provisioned',
  resend: '/api/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE',
  remove: '/api/companies/:companyId/users/delete',
  access: '/api/companies/:companyId/users/access',
  /** The state of a job a user change started (an addition, a deletion, a product change): the page waits on it. */
  job: '/api/companies/:companyId/users/jobs/:jobId',
  /** The company's user changes still running, and its bulk jobs ended lately: the page's progress after a reload. */
  jobs: '/api/companies/:companyId/users/jobs',
  /** A bulk job's result file (.xlsx): each row of the upload and what became of it. */
  jobResult: '/api/companies/:companyId/users/jobs/:jobId/result',
  /** The invitation e-mail's link (public: the invitee has no account yet). */
  accept: '/api/invitations/accept',
} as const;

/** A pending user's stages (decision records 023 and 054: the lifecycle and its state table). */
export const PENDING_STAGES = ['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'] as const;
export type PendingStage = (typeof PENDING_STAGES)[number];

/** What an admin can do to a pending user from the row's menu. */
export const PENDING_ACTIONS = ['resend'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];
/**
 * The stages in which each action applies (decision record 054): an invitation can be sent again only while it waits
 * for the invitee. The row's menu shows only where some action applies, and the server refuses the others.
 */
const STAGE_ACTIONS: Record<PendingStage, readonly PendingAction[]> = {
  INVITATION_SENT: ['resend'],
  GRANTING_ACCESS: [],
  WAITING_FOR_ACCESS: [],
  COMPLETING: [],
};
export function pendingActionsIn(stage: PendingStage): readonly PendingAction[] {
  return STAGE_ACTIONS[stage];
}

/**
 * Products whose access is set up by the product itself after the portal grants it (spec section 9: Shopper
 * Behavior's account takes up to 2 business days): an invitee's grant of one starts ACCESS_PENDING, and the pending
 * user waits (WAITING_FOR_ACCESS) until it is complete (decision record 054).
 */
export const OWN_PROVISIONING_PRODUCTS: readonly ProductCode[] = ['SHOPPER_BEHAVIOR'];
export function hasOwnProvisioning(code: string): boolean {
  return OWN_PROVISIONING_PRODUCTS.some((own) => own === code);
}
export const PENDING_TASK_TYPES = ['CREATE_USER'] as const;
/** PENDING while the latest link may be used, EXPIRED once it has run out (an admin may resend it). */
export const PENDING_UI_STATES = ['PENDING', 'EXPIRED'] as const;

export const INVITATION_LIMITS = { usersMax: 100, emailMax: 254, productsMax: 50 } as const;
/** Hours an invitation link can be used. */
export const INVITATION_LINK_HOURS = 72;

/** Why a row of a validated list cannot be added. */
export const INVITE_ROW_ERRORS = {
  invalidEmail: 'invitations.invalid_email',
  duplicateInList: 'invitations.duplicate_in_list',
  alreadyUser: 'invitations.already_user',
  alreadyInvited: 'invitations.already_invited',
  domainNotAuthorised: 'invitations.domain_not_authorised',
  unknownProduct: 'invitations.unknown_product',
} as const;
export type InviteRowError = (typeof INVITE_ROW_ERRORS)[keyof typeof INVITE_ROW_ERRORS];

export const INVITATION_ERROR_CODES = {
  invalidRows: 'invitations.invalid_rows',
  notResendable: 'invitations.not_resendable',
  selfDelete: 'user_admin.self_delete',
  lastAdmin: 'user_admin.last_admin',
  unknownProduct: 'invitations.unknown_product',
} as const;

/** One address: something@domain.tld, no spaces, one @ (what mail systems accept in practice). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function isEmailAddress(value: string): boolean {
  return value.length <= INVITATION_LIMITS.emailMax && EMAIL_PATTERN.test(value);
}

/** The domain part of an address, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export const acceptQuerySchema = z.object({ token: z.string().max(200).optional() });

export const companyIdParamsSchema = z.object({ companyId: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
export const resendParamsSchema = companyIdParamsSchema.extend({
  taskId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

const nameSchema = singleLineText(z.string().trim().min(1).max(USER_ADMIN_LIMITS.nameMax));

/** A new user: the e-mail is checked row by row (validate answers why a row fails), the rest by the schema. */
export const newUserSchema = z.object({
  email: z.string().trim().max(INVITATION_LIMITS.emailMax),
  firstName: nameSchema,
  lastName: nameSchema,
  products: z.array(z.string().trim().min(1).max(64)).max(INVITATION_LIMITS.productsMax),
  persona: z.enum(COMPANY_PERSONAS),
  /** The invitee's language, for the invitation e-mail; the company market's language when absent. */
  locale: z.enum(ALLOWED_LOCALES).optional(),
});
export type NewUser = z.input<typeof newUserSchema>;

/** POST /api/companies/{id}/users/validate and POST /api/companies/{id}/users: the list of new users. */
export const newUserListSchema = z.object({
  users: z.array(newUserSchema).min(1).max(INVITATION_LIMITS.usersMax),
});
export type NewUserList = z.input<typeof newUserListSchema>;

export const validatedRowSchema = z.object({
  /** The row's position in the list sent (zero-based). */
  index: z.number().int().nonnegative(),
  email: z.string(),
  errors: z.array(z.enum(Object.values(INVITE_ROW_ERRORS) as [InviteRowError, ...InviteRowError[]])),
});
export const validationResultSchema = z.object({ valid: z.boolean(), rows: z.array(validatedRowSchema) });
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** POST /api/companies/{id}/users: the addition started; each new user is a task (a pending user row). */
export const additionStartedSchema = z.object({
  status: z.literal('started'),
  jobId: z.number().int(),
  taskIds: z.array(z.number().int()),
});
export type AdditionStarted = z.infer<typeof additionStartedSchema>;

export { PENDING_SORT_COLUMNS, type PendingSortColumn } from './user-admin.js';

/** GET /api/companies/{id}/users/non-provisioned: page (zero-based), size, sort (newest first unless told), search. */
export const pendingListQuerySchema = sortedPageQuerySchema(
  { default: USER_ADMIN_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES },
  { columns: PENDING_SORT_COLUMNS, sortBy: 'uiCreatedOnDate', sortOrder: 'desc' },
).extend({ search: z.string().trim().max(USER_ADMIN_LIMITS.searchMax).optional() });
export type PendingListQuery = z.input<typeof pendingListQuerySchema>;

/** The pending user row of spec section 3, with its task id (the row identifier RESEND_INVITE takes). */
export const pendingUserRowSchema = z.object({
  taskId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  loginId: z.string(),
  /** Names of the products asked for. */
  uiAppAccess: z.array(z.string()),
  uiState: z.enum(PENDING_UI_STATES),
  /** Login id of the admin who added the user. */
  createdBy: z.string(),
  /** The adder's name as the 'Added by' column shows it ('Dana Whitfield'); their login id once they are no user. */
  createdByName: z.string(),
  /** ISO 8601; the web shows it as DD-MM-YYYY. */
  uiCreatedOnDate: z.string(),
  type: z.enum(PENDING_TASK_TYPES),
  stage: z.enum(PENDING_STAGES),
});
export type PendingUserRow = z.infer<typeof pendingUserRowSchema>;
export const pendingUserPageSchema = pageSchema(pendingUserRowSchema);
export type PendingUserPage = Page<PendingUserRow>;

/** GET …/batch-tasks/{taskID}/RESEND_INVITE: a fresh link was sent; the earlier ones no longer work. */
export const resendResultSchema = z.object({
  taskId: z.number().int(),
  status: z.literal('SENT'),
  expiresAt: z.string(),
});
export type ResendResult = z.infer<typeof resendResultSchema>;

const loginIdsSchema = z
  .array(z.string().trim().min(1).max(100))
  .min(1)
  .max(USER_ADMIN_LIMITS.loginIdsMax)
  // Login ids match regardless of case: one user named twice is one user.
  .transform((ids) => [...new Map(ids.map((id) => [id.toLowerCase(), id])).values()]);
const productCodesSchema = z
  .array(z.string().trim().min(1).max(64))
  .max(INVITATION_LIMITS.productsMax)
  .transform((codes) => [...new Set(codes)]);

/** POST /api/companies/{id}/users/delete: the users to remove (a job removes them). */
export const deleteUsersSchema = z.object({ loginIds: loginIdsSchema });
export type DeleteUsers = z.input<typeof deleteUsersSchema>;
export const deletionStartedSchema = z.object({
  status: z.literal('started'),
  jobId: z.number().int(),
  loginIds: z.array(z.string()),
});
export type DeletionStarted = z.infer<typeof deletionStartedSchema>;

/**
 * POST /api/companies/{id}/users/access grants the products to each user (what they have stays); PUT sets each
 * user's products to exactly these (what is not listed is taken away).
 */
export const userAccessSchema = z.object({ loginIds: loginIdsSchema, products: productCodesSchema });
export type UserAccess = z.input<typeof userAccessSchema>;
/** The product change started: a job changes each user's products (decision record 054). */
export const userAccessResultSchema = z.object({
  status: z.literal('started'),
  jobId: z.number().int(),
  loginIds: z.array(z.string()),
});
export type UserAccessResult = z.infer<typeof userAccessResultSchema>;

export const userJobParamsSchema = companyIdParamsSchema.extend({
  jobId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});
/** QUEUED and RUNNING: the change is still to be made; DONE: made; FAILED: given up after its retries. */
export const USER_JOB_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type UserJobState = (typeof USER_JOB_STATES)[number];
/** What a user change's job does: a bulk upload's creation, a bulk edit, a product change, a deletion, an addition. */
export const USER_JOB_KINDS = ['BULK_CREATE', 'BULK_EDIT', 'CHANGE_ACCESS', 'DELETE_USERS', 'ADD_USERS'] as const;
export type UserJobKind = (typeof USER_JOB_KINDS)[number];
/** The kinds whose end leaves a result file (`INVITATION_PATHS.jobResult`). */
export const USER_JOB_KINDS_WITH_RESULT: readonly UserJobKind[] = ['BULK_CREATE', 'BULK_EDIT'];
/** How long a bulk job that ended stays in the company's list of jobs (`INVITATION_PATHS.jobs`), in hours. */
export const USER_JOB_RECENT_HOURS = 24;

/** GET /api/companies/{id}/users/jobs/{jobId}: where a user change's job is. */
export const userJobSchema = z.object({
  jobId: z.number().int(),
  kind: z.enum(USER_JOB_KINDS),
  state: z.enum(USER_JOB_STATES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** The rows (users) the job works on; processed = succeeded + failed, raised as each row is done. */
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  succeeded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Login id of the admin whose change started it. */
  createdBy: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 when it ended (DONE or FAILED), else null. */
  endedAt: z.string().nullable(),
  /** Its result file can be downloaded (a bulk job that has ended). */
  hasResult: z.boolean(),
});
export type UserJob = z.infer<typeof userJobSchema>;
/** GET /api/companies/{id}/users/jobs: the company's user changes not yet over, then its bulk jobs ended lately. */
export const userJobListSchema = z.object({ items: z.array(userJobSchema) });
export type UserJobList = z.infer<typeof userJobListSchema>;
/** Whether the job has ended, well or not: the page reads the lists again. */
export function isJobOver(state: UserJobState): boolean {
  return state === 'DONE' || state === 'FAILED';
}
