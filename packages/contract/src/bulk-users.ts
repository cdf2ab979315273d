import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { INVITE_ROW_ERRORS } from './invitations.js';
import { COMPANY_PERSONAS } from './user-admin.js';

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

/**
 * POST …/bulk-upload/validate-create: `isOverrideConfirmed` true creates the valid rows (a job); otherwise a dry run.
 * `format` xlsx answers the dry run's report as a spreadsheet, the uploaded rows with an outcome column.
 */
export const validateCreateQuerySchema = z.object({
  isOverrideConfirmed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  format: z.enum(bulkReportFormats).default('json'),
});
export type ValidateCreateQuery = z.input<typeof validateCreateQuerySchema>;

export const bulkReportRowSchema = z.object({
  /** The row's number in the sheet (the headers are row 1). */
  row: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  outcome: z.enum(BULK_ROW_OUTCOMES),
  reasons: z.array(z.enum(Object.values(BULK_ROW_REASONS) as [BulkRowReason, ...BulkRowReason[]])),
});
export type BulkReportRow = z.infer<typeof bulkReportRowSchema>;

export const bulkReportSchema = z.object({
  rows: z.array(bulkReportRowSchema),
  counts: z.object({ create: z.number().int(), skip: z.number().int(), error: z.number().int() }),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;

/** The confirmed upload: the job creating `users` users (the rows whose outcome is CREATE). */
export const bulkCreateStartedSchema = z.object({
  status: z.literal('started'),
  jobId: z.number().int(),
  users: z.number().int(),
  counts: bulkReportSchema.shape.counts,
});
export type BulkCreateStarted = z.infer<typeof bulkCreateStartedSchema>;

// ---------------------------------------------------------------------------------------------
// Bulk edit (issue 27 point 3): the company's users in a template, changed and uploaded again.

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

/** A field an edit changes, as it is and as the file makes it (products: their codes, sorted). */
export const bulkEditChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('firstName'), before: z.string(), after: z.string() }),
  z.object({ field: z.literal('lastName'), before: z.string(), after: z.string() }),
  z.object({ field: z.literal('role'), before: z.enum(COMPANY_PERSONAS), after: z.enum(COMPANY_PERSONAS) }),
  z.object({ field: z.literal('products'), before: z.array(z.string()), after: z.array(z.string()) }),
]);
export type BulkEditChange = z.infer<typeof bulkEditChangeSchema>;

export const bulkEditRowSchema = z.object({
  /** The row's number in the sheet (the headers are row 1). */
  row: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  outcome: z.enum(BULK_EDIT_OUTCOMES),
  reasons: z.array(z.enum(Object.values(BULK_EDIT_REASONS) as [BulkEditReason, ...BulkEditReason[]])),
  /** What the row changes, field by field (empty unless the outcome is UPDATE). */
  changes: z.array(bulkEditChangeSchema),
});
export type BulkEditRow = z.infer<typeof bulkEditRowSchema>;

export const bulkEditReportSchema = z.object({
  rows: z.array(bulkEditRowSchema),
  counts: z.object({ update: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
});
export type BulkEditReport = z.infer<typeof bulkEditReportSchema>;

/** POST …/users/bulk-edit takes the dry run's query (isOverrideConfirmed, format). */
export const bulkEditQuerySchema = validateCreateQuerySchema;
export type BulkEditQuery = ValidateCreateQuery;

/** The bulk edit's header: the company's tenant id, which must be the path's company's. */
export const bulkEditHeadersSchema = z.object({
  tenant_id: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

/** The confirmed edit: the job changing `users` users (the rows whose outcome is UPDATE). */
export const bulkEditStartedSchema = z.object({
  status: z.literal('started'),
  jobId: z.number().int(),
  users: z.number().int(),
  counts: bulkEditReportSchema.shape.counts,
});
export type BulkEditStarted = z.infer<typeof bulkEditStartedSchema>;
