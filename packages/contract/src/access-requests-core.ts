import { TRUNCATE } from './constants.js';
import type { RequestableCompany } from './access-requests.js';
import type { Page } from './paging-core.js';

// The constants and types of access-requests.ts (which holds the schemas), for code that needs no zod.

/**
 * Requests for access to another company's data (spec sections 3 and 7). A user asks; the target company's admins
 * are told by e-mail and decide in the admin pages (a later issue), which is why requests carry the admin table's row.
 */
export const ACCESS_REQUEST_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];

export const ACCESS_REQUEST_LIMITS = { noteMax: 500, productsMax: 10, searchMax: 100 } as const;
export const REQUESTOR_NOTE_TRUNCATE = TRUNCATE.requesterNote;

export type AccessSearchResponse = Page<RequestableCompany>;

export const ACCESS_REQUEST_FIELD_ERRORS = {
  companyRequired: 'profile.requestAccess.errors.company_required',
  productsRequired: 'profile.requestAccess.errors.products_required',
  noteTooLong: 'profile.requestAccess.errors.note_too_long',
} as const;

export const ACCESS_REQUEST_PATHS = {
  requestable: '/api/v1/identity/users/:userId/access',
  requests: '/api/v1/identity/users/:userId/access-requests',
} as const;

export const ACCESS_REQUEST_ERROR_CODES = {
  duplicate: 'access_request.duplicate',
  productNotOffered: 'access_request.product_not_offered',
  notAllowed: 'access_request.not_allowed',
} as const;
