import { z } from 'zod';
import { accessRequestSchema, ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_STATES } from './access-requests.js';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { noteText } from './text-rules.js';

/**
 * A company admin answers the requests for access to their company (spec sections 3 and 7, user administration):
 * the pending requests as the admin table's access-request row, and bulk approvals, a list of decisions each
 * answered on its own (decision record 022).
 */
export const ACCESS_APPROVAL_PATHS = {
  list: '/api/v1/identity/accounts/:tenantId/access-requests',
  decide: '/api/v1/identity/accounts/:tenantId/bulk-access-requests',
} as const;

export const tenantIdParamsSchema = z.object({ tenantId: z.coerce.number().int().min(0).max(MAX_RECORD_ID) });

/** The sortable columns of the access-request row; product_text and requestor_note are not sortable. */
export const ACCESS_APPROVAL_SORT_COLUMNS = ['first_name', 'last_name', 'email', 'create_time'] as const;
export type AccessApprovalSortColumn = (typeof ACCESS_APPROVAL_SORT_COLUMNS)[number];
export const ACCESS_APPROVAL_DEFAULT_SORT = { sortBy: 'create_time', sortOrder: 'desc' } as const;
export const ACCESS_APPROVAL_DEFAULT_PAGE_SIZE = 10;

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
export type AccessApprovalPage = Page<z.infer<typeof accessRequestSchema>>;

export const ACCESS_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];

export const ACCESS_APPROVAL_LIMITS = { batchMax: 100, noteMax: 500 } as const;

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

/** What happened to one request: decided now, or already decided before (a conflict; the others still count). */
export const ACCESS_APPROVAL_OUTCOMES = ['APPROVED', 'REJECTED', 'ALREADY_DECIDED'] as const;
export type AccessApprovalOutcome = (typeof ACCESS_APPROVAL_OUTCOMES)[number];

export const ACCESS_APPROVAL_ERROR_CODES = {
  alreadyDecided: 'access_request.already_decided',
} as const;

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
