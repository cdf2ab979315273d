import type { AccessRequest } from './access-requests.js';
import type { Page } from './paging-core.js';

// The constants and types of access-approvals.ts (which holds the schemas), for code that needs no zod.

/**
 * A company admin answers the requests for access to their company (spec sections 3 and 7, user administration):
 * the pending requests as the admin table's access-request row, and bulk approvals, a list of decisions each
 * answered on its own (decision record 022).
 */
export const ACCESS_APPROVAL_PATHS = {
  list: '/api/v1/identity/accounts/:tenantId/access-requests',
  decide: '/api/v1/identity/accounts/:tenantId/bulk-access-requests',
} as const;

/** The sortable columns of the access-request row; product_text and requestor_note are not sortable. */
export const ACCESS_APPROVAL_SORT_COLUMNS = ['first_name', 'last_name', 'email', 'create_time'] as const;
export type AccessApprovalSortColumn = (typeof ACCESS_APPROVAL_SORT_COLUMNS)[number];
export const ACCESS_APPROVAL_DEFAULT_SORT = { sortBy: 'create_time', sortOrder: 'desc' } as const;
export const ACCESS_APPROVAL_DEFAULT_PAGE_SIZE = 10;

export type AccessApprovalPage = Page<AccessRequest>;

export const ACCESS_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];

export const ACCESS_APPROVAL_LIMITS = { batchMax: 100, noteMax: 500 } as const;

/** What happened to one request: decided now, or already decided before (a conflict; the others still count). */
export const ACCESS_APPROVAL_OUTCOMES = ['APPROVED', 'REJECTED', 'ALREADY_DECIDED'] as const;
export type AccessApprovalOutcome = (typeof ACCESS_APPROVAL_OUTCOMES)[number];

export const ACCESS_APPROVAL_ERROR_CODES = {
  alreadyDecided: 'access_request.already_decided',
} as const;
