import { z } from 'zod';
import {
  ACCESS_APPROVAL_DEFAULT_PAGE_SIZE,
  ACCESS_APPROVAL_DEFAULT_SORT,
  ACCESS_APPROVAL_ERROR_CODES,
  ACCESS_APPROVAL_LIMITS,
  ACCESS_APPROVAL_OUTCOMES,
  ACCESS_APPROVAL_SORT_COLUMNS,
  ACCESS_DECISIONS,
} from './access-approvals-core.js';
import { accessRequestSchema } from './access-requests.js';
import { ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_STATES } from './access-requests-core.js';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { noteText } from './text-rules.js';

export * from './access-approvals-core.js';

export const tenantIdParamsSchema = z.object({ tenantId: z.coerce.number().int().min(0).max(MAX_RECORD_ID) });

/** GET …/access-requests: the spec's page (zero-based) and page_size, as the requester's access routes take them. */
export const accessApprovalListQuerySchema = z.object({
  page: pageNumberSchema,
  page_size: pageSizeSchema({ default: ACCESS_APPROVAL_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES }),
  sortBy: z.enum(ACCESS_APPROVAL_SORT_COLUMNS).default(ACCESS_APPROVAL_DEFAULT_SORT.sortBy),
  sortOrder: z.enum(SORT_ORDERS).default(ACCESS_APPROVAL_DEFAULT_SORT.sortOrder),
  /** Part of the requester's first or last name, e-mail, or a product name. */
  search: z.string().trim().max(ACCESS_REQUEST_LIMITS.searchMax).optional(),
});
export type AccessApprovalListQuery = z.input<typeof accessApprovalListQuerySchema>;

export const accessApprovalPageSchema = pageSchema(accessRequestSchema);

/** A request id as the row carries it (a decimal string). */
const requestIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((id) => Number(id) <= MAX_RECORD_ID);

export const accessApprovalSchema = z.object({
  id: requestIdSchema,
  decision: z.enum(ACCESS_DECISIONS),
  /** The admin's note to the requester, in the e-mail they get. */
  note: noteText(z.string().trim().max(ACCESS_APPROVAL_LIMITS.noteMax)).default(''),
});
export type AccessApproval = z.input<typeof accessApprovalSchema>;

/** POST …/bulk-access-requests: the list of approvals, each request at most once. */
export const bulkAccessApprovalSchema = z.object({
  approvals: z
    .array(accessApprovalSchema)
    .min(1)
    .max(ACCESS_APPROVAL_LIMITS.batchMax)
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, { error: 'duplicate request ids' }),
});
export type BulkAccessApproval = z.input<typeof bulkAccessApprovalSchema>;

export const accessApprovalResultSchema = z.object({
  id: z.string(),
  /** 200 when decided now, 409 when it had been decided already. */
  status: z.union([z.literal(200), z.literal(409)]),
  outcome: z.enum(ACCESS_APPROVAL_OUTCOMES),
  /** The request's state after the call. */
  state: z.enum(ACCESS_REQUEST_STATES),
  code: z.literal(ACCESS_APPROVAL_ERROR_CODES.alreadyDecided).optional(),
});
export type AccessApprovalResult = z.infer<typeof accessApprovalResultSchema>;

/** The answer of a batch, in the order asked, with counts for the result message. */
export const bulkAccessApprovalResponseSchema = z.object({
  results: z.array(accessApprovalResultSchema),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  conflicts: z.number().int().nonnegative(),
});
export type BulkAccessApprovalResponse = z.infer<typeof bulkAccessApprovalResponseSchema>;
