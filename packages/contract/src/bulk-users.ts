import { z } from 'zod';
import type { BulkEditReason, BulkRowReason } from './bulk-users-core.js';
import {
  BULK_EDIT_OUTCOMES,
  BULK_EDIT_REASONS,
  BULK_ROW_OUTCOMES,
  BULK_ROW_REASONS,
  bulkReportFormats,
} from './bulk-users-core.js';
import { MAX_RECORD_ID } from './constants.js';
import { COMPANY_PERSONAS } from './user-admin-core.js';

export * from './bulk-users-core.js';

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
