import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import type { InviteRowError } from './invitations-core.js';
import {
  INVITATION_LIMITS,
  INVITE_ROW_ERRORS,
  PENDING_STAGES,
  PENDING_TASK_TYPES,
  PENDING_UI_STATES,
  USER_JOB_KINDS,
  USER_JOB_STATES,
} from './invitations-core.js';
import { ALLOWED_LOCALES } from './locale.js';
import { pageSchema, sortedPageQuerySchema } from './paging.js';
import {
  COMPANY_PERSONAS,
  PENDING_SORT_COLUMNS,
  USER_ADMIN_DEFAULT_PAGE_SIZE,
  USER_ADMIN_LIMITS,
} from './user-admin-core.js';
import { singleLineText } from './text-rules.js';

export * from './invitations-core.js';

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
