import type { PendingUserRow } from './invitations.js';
import type { Page } from './paging-core.js';
import type { ProductCode } from './products-core.js';

// The constants, types and pure functions of invitations.ts (which holds the schemas), for code that needs no zod.

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

export { PENDING_SORT_COLUMNS, type PendingSortColumn } from './user-admin-core.js';
export type PendingUserPage = Page<PendingUserRow>;

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

/** Whether the job has ended, well or not: the page reads the lists again. */
export function isJobOver(state: UserJobState): boolean {
  return state === 'DONE' || state === 'FAILED';
}
