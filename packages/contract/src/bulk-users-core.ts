import { INVITE_ROW_ERRORS } from './invitations-core.js';

// The constants and types of bulk-users.ts (which holds the schemas), for code that needs no zod.

/**
 * Bulk upload of new users (spec sections 2, 5, 7 'User administration' and 8; issue 27; decision record 053): the
 * template to fill in, and one call that checks an uploaded .xlsx or .csv row by row (a dry run) or, confirmed,
 * creates the valid rows' users by a job.
 */
export const BULK_USERS_PATHS = {
  createTemplate: '/api/companies/:companyId/users/download-bulk-create-template',
  validateCreate: '/api/companies/:companyId/users/bulk-upload/validate-create',
  /** The company's users pre-filled in the edit template (spec section 7: v1/identity). */
  editTemplate: '/api/v1/identity/companies/:companyId/download-bulk-edit-template',
  /** A filled-in edit template, checked (a dry run) or, confirmed, applied by a job; the tenant_id header names the company. */
  bulkEdit: '/api/v1/identity/companies/:companyId/users/bulk-edit',
} as const;

/** What an upload may be: its size as sent, the rows it holds, and what its zipped parts may unpack to. */
export const BULK_UPLOAD_LIMITS = {
  bytesMax: 5 * 1024 * 1024,
  rowsMax: 10_000,
  unzippedBytesMax: 50 * 1024 * 1024,
} as const;

/** What becomes of a row: a user is created, nothing is done (already there, the template's example), or it is wrong. */
export const BULK_ROW_OUTCOMES = ['CREATE', 'SKIP', 'ERROR'] as const;
export type BulkRowOutcome = (typeof BULK_ROW_OUTCOMES)[number];

/** Why a row is skipped or refused; the invitation's own reasons and the file's. */
export const BULK_ROW_REASONS = {
  ...INVITE_ROW_ERRORS,
  missingField: 'bulk_users.missing_field',
  unknownRole: 'bulk_users.unknown_role',
  invalidName: 'bulk_users.invalid_name',
  exampleRow: 'bulk_users.example_row',
} as const;
export type BulkRowReason = (typeof BULK_ROW_REASONS)[keyof typeof BULK_ROW_REASONS];

/** The reasons that skip a row rather than refuse it: nothing is wrong with it, and nothing is to be done. */
export const SKIPPING_REASONS: readonly BulkRowReason[] = [
  BULK_ROW_REASONS.alreadyUser,
  BULK_ROW_REASONS.alreadyInvited,
  BULK_ROW_REASONS.exampleRow,
];

/** Why a whole upload is refused (4xx). */
export const BULK_UPLOAD_ERROR_CODES = {
  notSpreadsheet: 'bulk_users.not_spreadsheet',
  tooLarge: 'bulk_users.too_large',
  tooManyRows: 'bulk_users.too_many_rows',
  unreadable: 'bulk_users.unreadable',
  missingColumns: 'bulk_users.missing_columns',
  noRows: 'bulk_users.no_rows',
  nothingToCreate: 'bulk_users.nothing_to_create',
  noFile: 'bulk_users.no_file',
  nothingToEdit: 'bulk_users.nothing_to_edit',
  /** The bulk edit's tenant_id header names another company than the path. */
  tenantMismatch: 'bulk_users.tenant_mismatch',
} as const;

/** The address of the template's example row, which an upload skips. */
export const BULK_EXAMPLE_EMAIL = 'ana.example@example.com';

export const bulkReportFormats = ['json', 'xlsx'] as const;

/** What becomes of an edit's row: the user is changed, the row changes nothing, or it is wrong. */
export const BULK_EDIT_OUTCOMES = ['UPDATE', 'UNCHANGED', 'ERROR'] as const;
export type BulkEditOutcome = (typeof BULK_EDIT_OUTCOMES)[number];

/** Why an edit's row is refused. */
export const BULK_EDIT_REASONS = {
  missingField: BULK_ROW_REASONS.missingField,
  invalidEmail: BULK_ROW_REASONS.invalidEmail,
  duplicateInList: BULK_ROW_REASONS.duplicateInList,
  unknownRole: BULK_ROW_REASONS.unknownRole,
  invalidName: BULK_ROW_REASONS.invalidName,
  unknownProduct: BULK_ROW_REASONS.unknownProduct,
  /** The e-mail is not one of the company's users (the edit template lists them; new people go by bulk upload). */
  notCompanyUser: 'bulk_users.not_company_user',
  /** An admin cannot change their own role. */
  ownRole: 'bulk_users.own_role',
  /** The file would leave the company without an active administrator. */
  lastAdmin: 'bulk_users.last_admin',
} as const;
export type BulkEditReason = (typeof BULK_EDIT_REASONS)[keyof typeof BULK_EDIT_REASONS];
