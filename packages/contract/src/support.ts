import { z } from 'zod';
import {
  ACCOUNT_TYPE_IDS,
  ADMIN_PAGE_SIZES,
  ATTACHMENT_MAX_BYTES,
  MX_CA_SUPPORT_TYPES,
  SUPPORT_IDS,
  SUPPORT_ROUTING,
  MAX_RECORD_ID,
} from './constants.js';
import type { TenantType, UserType } from './identity-core.js';
import { isTimeZone } from './identity-core.js';
import { DEFAULT_TIME_ZONE } from './profile.js';
import { ALLOWED_LOCALES } from './locale.js';
import type { Market } from './markets-core.js';
import { MARKETS } from './markets-core.js';
import { type Page, type PageSizeRule, type SortRule, pageSchema, sortedPageQuerySchema } from './paging.js';
import { noteText, singleLineText } from './text-rules.js';

// ---------------------------------------------------------------------------------------------
// Categories: account types, support types and the dependent issue lists (spec sections 3, 5, 9)
// ---------------------------------------------------------------------------------------------

/** The US market's eleven active support types; MX and CA have MX_CA_SUPPORT_TYPES. */
export const SUPPORT_TYPE_IDS = {
  requestAccess: SUPPORT_IDS.requestAccessSupport,
  accountManagement: 1464,
  basicVendor: SUPPORT_IDS.basicVendorSupport,
  shopperBehavior: 1466,
  reportBuilder: 1467,
  channelInsights: 1468,
  customerPerception: 1469,
  digitalLandscapes: 1470,
  technicalIssue: 1471,
  dataQuestions: SUPPORT_IDS.dataQuestions,
  dssMapping: SUPPORT_IDS.dssMapping,
} as const;
export const US_SUPPORT_TYPES = Object.values(SUPPORT_TYPE_IDS);

export const ACTIVE_SUPPORT_TYPES: Record<Market, readonly number[]> = {
  US: US_SUPPORT_TYPES,
  MX: MX_CA_SUPPORT_TYPES,
  CA: MX_CA_SUPPORT_TYPES,
};

export function isSupportTypeActive(market: Market, supportTypeId: number): boolean {
  return ACTIVE_SUPPORT_TYPES[market].includes(supportTypeId);
}

/** A category option (spec section 3: id and title), titled in the caller's language. */
export const categoryOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export type IssueTypeOption = CategoryOption & { subIssueTypes: CategoryOption[] };
export type IssueOption = CategoryOption & { issueTypes: IssueTypeOption[] };
export type SupportTypeOption = CategoryOption & { issues: IssueOption[] };

export const issueTypeOptionSchema = categoryOptionSchema.extend({ subIssueTypes: z.array(categoryOptionSchema) });
export const issueOptionSchema = categoryOptionSchema.extend({ issueTypes: z.array(issueTypeOptionSchema) });
export const supportTypeOptionSchema = categoryOptionSchema.extend({ issues: z.array(issueOptionSchema) });

export const ACCOUNT_TYPE_VALUES = [ACCOUNT_TYPE_IDS.supplier, ACCOUNT_TYPE_IDS.associate] as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE_VALUES)[number];

/** GET /api/support/categories?locale=: everything the incident form's option lists need, for the request's market. */
export const categoriesQuerySchema = z.object({ locale: z.enum(ALLOWED_LOCALES).optional() });
export const categoriesResponseSchema = z.object({
  market: z.enum(MARKETS),
  /** Account types the caller may choose (a basic vendor gets Supplier only). */
  accountTypes: z.array(categoryOptionSchema),
  supportTypes: z.array(supportTypeOptionSchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/**
 * The account types a caller may choose. Basic vendors may choose only the supplier account type (spec section 5);
 * so may any signed-in external user: a supplier is never an associate. An associate (internal) may file for a
 * supplier too; a visitor who is not signed in says which they are.
 */
export function allowedAccountTypes(companyType: TenantType | null, userType: UserType | null = null): AccountTypeId[] {
  if (companyType === 'BASIC_VENDOR' || companyType === 'BASIC_THIRD_PARTY_AGENCY') return [ACCOUNT_TYPE_IDS.supplier];
  if (userType === 'EXTERNAL') return [ACCOUNT_TYPE_IDS.supplier];
  return [...ACCOUNT_TYPE_VALUES];
}

/** The account type the incident form starts with: the only one allowed, an associate's own, else none chosen. */
export function presetAccountType(allowed: readonly number[], userType: UserType | null): number | null {
  if (allowed.length === 1) return allowed[0] ?? null;
  if (userType === 'INTERNAL' && allowed.includes(ACCOUNT_TYPE_IDS.associate)) return ACCOUNT_TYPE_IDS.associate;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The incident form (spec sections 3 and 5)
// ---------------------------------------------------------------------------------------------

/** The form variant, sent as ?oscType=: it fixes the support type and issue where the spec names them. */
export const OSC_TYPES = ['GENERAL', 'REQUEST_ACCESS', 'BASIC_VENDOR'] as const;
export type OscType = (typeof OSC_TYPES)[number];

/** The support type and issue a variant preselects (and the server enforces). */
export const OSC_TYPE_PRESETS: Record<OscType, { supportType: number; issue: number } | null> = {
  GENERAL: null,
  REQUEST_ACCESS: { supportType: SUPPORT_IDS.requestAccessSupport, issue: SUPPORT_IDS.requestAccessIssue },
  BASIC_VENDOR: { supportType: SUPPORT_IDS.basicVendorSupport, issue: SUPPORT_IDS.basicVendorIssue },
};

/** Field error messages are catalogue keys under `support.form.errors`; the web translates them. */
export const INCIDENT_FIELD_ERRORS = {
  accountTypeRequired: 'support.form.errors.accountType_required',
  supportTypeRequired: 'support.form.errors.supportType_required',
  firstNameRequired: 'support.form.errors.firstName_required',
  lastNameRequired: 'support.form.errors.lastName_required',
  emailRequired: 'support.form.errors.primaryContactEmail_required',
  emailInvalid: 'support.form.errors.primaryContactEmail_invalid',
  companyNameRequired: 'support.form.errors.companyName_required',
  callBackNumberInvalid: 'support.form.errors.callBackNumber_invalid',
  situationDescriptionRequired: 'support.form.errors.situationDescription_required',
  tooLong: 'support.form.errors.too_long',
  attachmentTooLarge: 'support.form.errors.attachment_too_large',
  attachmentType: 'support.form.errors.attachment_type',
} as const;

export const INCIDENT_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  companyNameMax: 100,
  callBackNumberMax: 25,
  situationDescriptionMax: 4000,
  commentMax: 4000,
  fileNameMax: 200,
} as const;

/** Digits with optional +, spaces, dashes, dots, parentheses and an extension; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value.trim()) && digits >= 7 && digits <= 21;
}

const requiredText = (max: number, requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: INCIDENT_FIELD_ERRORS.tooLong });
/** A name: one line (text-rules.ts). */
const requiredName = (max: number, requiredKey: string) => singleLineText(requiredText(max, requiredKey));
/** A description or message: several lines, no other control character (text-rules.ts). */
const requiredNote = (max: number, requiredKey: string) => noteText(requiredText(max, requiredKey));

const optionalId = z.number().int().positive().max(MAX_RECORD_ID).nullable().optional();

/** The incidentDetail JSON part of POST /api/incidents (spec section 3, 'Incident form fields'). */
export const incidentDetailSchema = z.object({
  accountType: z.union([z.literal(ACCOUNT_TYPE_IDS.supplier), z.literal(ACCOUNT_TYPE_IDS.associate)], {
    error: INCIDENT_FIELD_ERRORS.accountTypeRequired,
  }),
  supportType: z.number({ error: INCIDENT_FIELD_ERRORS.supportTypeRequired }).int().positive().max(MAX_RECORD_ID),
  issue: optionalId,
  issueType: optionalId,
  subIssueType: optionalId,
  firstName: requiredName(INCIDENT_LIMITS.nameMax, INCIDENT_FIELD_ERRORS.firstNameRequired),
  lastName: requiredName(INCIDENT_LIMITS.nameMax, INCIDENT_FIELD_ERRORS.lastNameRequired),
  primaryContactEmail: requiredText(INCIDENT_LIMITS.emailMax, INCIDENT_FIELD_ERRORS.emailRequired).pipe(
    z.email({ error: INCIDENT_FIELD_ERRORS.emailInvalid }),
  ),
  companyName: requiredName(INCIDENT_LIMITS.companyNameMax, INCIDENT_FIELD_ERRORS.companyNameRequired),
  /** Optional; when given it must look like a phone number. */
  callBackNumber: z
    .string()
    .trim()
    .max(INCIDENT_LIMITS.callBackNumberMax, { error: INCIDENT_FIELD_ERRORS.tooLong })
    .refine((value) => value === '' || isValidPhone(value), { error: INCIDENT_FIELD_ERRORS.callBackNumberInvalid })
    .optional(),
  situationDescription: requiredNote(
    INCIDENT_LIMITS.situationDescriptionMax,
    INCIDENT_FIELD_ERRORS.situationDescriptionRequired,
  ),
  /** 'I am submitting on behalf of another person': the contact fields then name that person. */
  onBehalfOfAnother: z.boolean().default(false),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;
export type IncidentDetailInput = z.input<typeof incidentDetailSchema>;

export const createIncidentQuerySchema = z.object({ oscType: z.enum(OSC_TYPES).default('GENERAL') });

/** Multipart field names of POST /api/incidents. */
export const INCIDENT_MULTIPART_FIELDS = { detail: 'incidentDetail', file: 'file' } as const;

/** Attachment types the server accepts (checked against the file's content, not only its declared type). */
export const ATTACHMENT_CONTENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_CONTENT_TYPES;
export const ATTACHMENT_EXTENSIONS = Object.values(ATTACHMENT_CONTENT_TYPES).flat();

/**
 * Characters that are invisible or reorder the text around them: C0 and C1 controls (NUL among them),
 * DEL, the bidi marks, embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069),
 * zero-width characters and the byte order mark. `invoice\u202Efdp.exe` reads as `invoiceexe.pdf`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/** Reserved in file names somewhere (Windows, paths). */
const RESERVED_IN_FILE_NAMES = /[<>:"/\\|?*]/gu;
/** The stem of an attachment whose name has none left (`.pdf`). */
export const DEFAULT_ATTACHMENT_STEM = 'attachment';

/**
 * The name an attachment is stored and served under: without invisible or reordering characters,
 * line breaks or reserved characters, whitespace collapsed, no leading or trailing dots, and a stem.
 * Its extension is the one the type check reads.
 */
export function safeAttachmentName(raw: string): string {
  const flat = raw
    .normalize('NFC')
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(RESERVED_IN_FILE_NAMES, '_')
    .replace(/\s+/gu, ' ')
    .trim();
  const dot = flat.lastIndexOf('.');
  const stem = (dot === -1 ? flat : flat.slice(0, dot)).replace(/^[\s.]+|[\s.]+$/gu, '');
  const extension = dot === -1 ? '' : flat.slice(dot);
  return `${stem || DEFAULT_ATTACHMENT_STEM}${extension}`;
}

/**
 * The name the user's file had, for display only (as text): each invisible or reordering character
 * shown as `[U+202E]`. Null when it says no more than the safe name.
 */
export function attachmentDisplayName(raw: string, safeName: string): string | null {
  const visible = raw
    .normalize('NFC')
    .replace(INVISIBLE_CHARACTERS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
  return visible.replace(/\s+/gu, ' ').trim() === safeName ? null : visible;
}

/** The file input's accept attribute. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Checked in the browser before upload and again by the server (spec: 10 MB, larger gets the maximum-size error). */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return INCIDENT_FIELD_ERRORS.attachmentTooLarge;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return INCIDENT_FIELD_ERRORS.attachmentType;
  }
  return null;
}

export const createIncidentResponseSchema = z.object({ incidentId: z.string() });
export type CreateIncidentResponse = z.infer<typeof createIncidentResponseSchema>;

/** Reference numbers look like Oracle Service Cloud's: YYMMDD-NNNNNN (date of filing, daily sequence). */
export const INCIDENT_ID_PATTERN = /^\d{6}-\d{6}$/;

/**
 * The YYMMDD of an incident's reference: the day of filing in the filer's time zone (their configured zone), the
 * day the incident's pages show its dates on, not the UTC day. An unknown zone reads as the default zone.
 */
export function incidentReferenceDay(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}
export const incidentIdParamsSchema = z.object({ incidentId: z.string().regex(INCIDENT_ID_PATTERN) });
export const attachmentParamsSchema = incidentIdParamsSchema.extend({ attachmentId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Routing (spec section 9: queues and product ids)
// ---------------------------------------------------------------------------------------------

export type IncidentRouting = { queueId: number; productId: number; callerId: number; entryType: number };

/**
 * Which queue and product an incident goes to: Shopper Behavior questions to the shopper behaviour queue,
 * basic vendor support (or any basic company) to the basic vendor queue, the rest to dataventures;
 * the product is 'chartered supplier' for charter companies and 'supplier' otherwise.
 */
export function incidentRouting(supportType: number, companyType: TenantType | null): IncidentRouting {
  const basic = companyType === 'BASIC_VENDOR' || companyType === 'BASIC_THIRD_PARTY_AGENCY';
  let queueId: number = SUPPORT_ROUTING.dataventuresQueue;
  if (supportType === SUPPORT_TYPE_IDS.shopperBehavior) queueId = SUPPORT_ROUTING.shopperBehaviorQueue;
  if (supportType === SUPPORT_TYPE_IDS.basicVendor || basic) queueId = SUPPORT_ROUTING.basicVendorQueue;
  const charter = companyType === 'SUPPLIER' || companyType === 'THIRD_PARTY_AGENCY';
  return {
    queueId,
    productId: charter ? SUPPORT_ROUTING.charteredSupplier : SUPPORT_ROUTING.supplier,
    callerId: SUPPORT_ROUTING.caller,
    entryType: SUPPORT_ROUTING.entryType,
  };
}
export const SUPPORT_QUEUES = [
  SUPPORT_ROUTING.shopperBehaviorQueue,
  SUPPORT_ROUTING.dataventuresQueue,
  SUPPORT_ROUTING.basicVendorQueue,
] as const;

// ---------------------------------------------------------------------------------------------
// Statuses and who may move an incident where
// ---------------------------------------------------------------------------------------------

export const INCIDENT_STATUSES = ['NEW', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'SOLVED', 'CLOSED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Agents may move an incident to any other status. */
export function agentCanMove(from: IncidentStatus, to: IncidentStatus): boolean {
  return from !== to;
}

/** The requester may close an open incident and reopen a solved or closed one. */
export function requesterActions(status: IncidentStatus): {
  canClose: boolean;
  canReopen: boolean;
  canComment: boolean;
} {
  return {
    canClose: status !== 'CLOSED',
    canReopen: status === 'SOLVED' || status === 'CLOSED',
    canComment: status !== 'CLOSED',
  };
}

/** A requester's comment on an incident waiting on them (or solved) puts it back in progress. */
export function statusAfterRequesterComment(status: IncidentStatus): IncidentStatus {
  return status === 'WAITING_ON_CUSTOMER' || status === 'SOLVED' ? 'IN_PROGRESS' : status;
}

/** Reopening sends the incident back to the team. */
export const REOPENED_STATUS: IncidentStatus = 'IN_PROGRESS';

// ---------------------------------------------------------------------------------------------
// Tracking (spec section 3, 'Support incident')
// ---------------------------------------------------------------------------------------------

export const INCIDENT_SORT_FIELDS = ['incidentId', 'subject', 'statusInfo', 'createdOn', 'lastUpdatedOn'] as const;
export const INCIDENT_SCOPES = ['mine', 'company'] as const;

const INCIDENT_PAGE_SIZES: PageSizeRule = { sizes: ADMIN_PAGE_SIZES, default: ADMIN_PAGE_SIZES[0] };
export const INCIDENT_SORT: SortRule<(typeof INCIDENT_SORT_FIELDS)[number]> = {
  columns: INCIDENT_SORT_FIELDS,
  sortBy: 'lastUpdatedOn',
};

export const incidentListQuerySchema = sortedPageQuerySchema(INCIDENT_PAGE_SIZES, INCIDENT_SORT).extend({
  /** 'company' (company admins only): every incident filed by the company's users. */
  scope: z.enum(INCIDENT_SCOPES).default('mine'),
});
export type IncidentListQuery = z.input<typeof incidentListQuerySchema>;

export const incidentRowSchema = z.object({
  incidentId: z.string(),
  /** First line of the situation description (the web truncates it at 50 with 'see more'). */
  subject: z.string(),
  statusInfo: z.enum(INCIDENT_STATUSES),
  createdOn: z.string(),
  lastUpdatedOn: z.string(),
});
export type IncidentRow = z.infer<typeof incidentRowSchema>;

export const incidentPageSchema = pageSchema(incidentRowSchema);
export type IncidentPage = Page<IncidentRow>;

export const THREAD_AUTHOR_KINDS = ['requester', 'agent', 'system'] as const;
export const threadSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorKind: z.enum(THREAD_AUTHOR_KINDS),
  authorName: z.string(),
  /** Internal notes reach agents only; a requester's answer never contains one. */
  internal: z.boolean(),
  createdOn: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  /** The safe name it is served under. */
  fileName: z.string(),
  /** The name as uploaded, made visible (attachmentDisplayName), when it differs; display it as text only. */
  originalName: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const incidentDetailResponseSchema = incidentRowSchema.extend({
  oscType: z.enum(OSC_TYPES),
  accountType: categoryOptionSchema,
  supportType: categoryOptionSchema,
  issue: categoryOptionSchema.nullable(),
  issueType: categoryOptionSchema.nullable(),
  subIssueType: categoryOptionSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  primaryContactEmail: z.string(),
  companyName: z.string(),
  callBackNumber: z.string().nullable(),
  situationDescription: z.string(),
  onBehalfOfAnother: z.boolean(),
  market: z.enum(MARKETS),
  attachment: attachmentSchema.nullable(),
  threads: z.array(threadSchema),
  /** What the caller, as requester, may do now. */
  canClose: z.boolean(),
  canReopen: z.boolean(),
  canComment: z.boolean(),
});
export type IncidentDetailResponse = z.infer<typeof incidentDetailResponseSchema>;

export const addThreadBodySchema = z.object({
  text: noteText(
    z
      .string()
      .trim()
      .min(1, { error: 'support.thread.errors.required' })
      .max(INCIDENT_LIMITS.commentMax, { error: INCIDENT_FIELD_ERRORS.tooLong }),
  ),
});
export type AddThreadBody = z.infer<typeof addThreadBodySchema>;

/** The requester's close and reopen (POST .../status). */
export const REQUESTER_STATUS_ACTIONS = ['close', 'reopen'] as const;
export const requesterStatusBodySchema = z.object({ action: z.enum(REQUESTER_STATUS_ACTIONS) });

// ---------------------------------------------------------------------------------------------
// Agent desk (internal users with UPDATE SUPPORT_INCIDENT)
// ---------------------------------------------------------------------------------------------

export const DESK_SORT_FIELDS = [...INCIDENT_SORT_FIELDS, 'market', 'queueId'] as const;

export const DESK_SORT: SortRule<(typeof DESK_SORT_FIELDS)[number]> = {
  columns: DESK_SORT_FIELDS,
  sortBy: 'lastUpdatedOn',
};

export const deskListQuerySchema = sortedPageQuerySchema(INCIDENT_PAGE_SIZES, DESK_SORT).extend({
  status: z.enum(INCIDENT_STATUSES).optional(),
  queueId: z.coerce.number().int().min(-MAX_RECORD_ID).max(MAX_RECORD_ID).optional(),
  market: z.enum(MARKETS).optional(),
  supportType: z.coerce.number().int().min(-MAX_RECORD_ID).max(MAX_RECORD_ID).optional(),
  /** Reference number, requester name or e-mail, or company name (contains, case-insensitive). */
  search: z.string().trim().max(100).optional(),
});
export type DeskListQuery = z.input<typeof deskListQuerySchema>;

export const deskRowSchema = incidentRowSchema.extend({
  market: z.enum(MARKETS),
  queueId: z.number().int(),
  supportType: categoryOptionSchema,
  requesterName: z.string(),
  companyName: z.string(),
});
export type DeskRow = z.infer<typeof deskRowSchema>;

/** The support types the desk's filter offers: the chosen market's, or every market's (an agent works them all). */
export function deskSupportTypes(market: Market | undefined): readonly number[] {
  return market ? ACTIVE_SUPPORT_TYPES[market] : [...new Set(MARKETS.flatMap((m) => ACTIVE_SUPPORT_TYPES[m]))];
}

export const deskPageSchema = pageSchema(deskRowSchema).extend({
  /** The support-type filter's options for the market filtered on, titled in the caller's language. */
  supportTypes: z.array(categoryOptionSchema),
});
export type DeskPage = z.infer<typeof deskPageSchema>;

export const deskIncidentSchema = incidentDetailResponseSchema.extend({
  queueId: z.number().int(),
  productId: z.number().int(),
  callerId: z.number().int(),
  entryType: z.number().int(),
  requesterLoginId: z.string().nullable(),
});
export type DeskIncident = z.infer<typeof deskIncidentSchema>;

export const deskReplyBodySchema = addThreadBodySchema.extend({ internal: z.boolean().default(false) });
export type DeskReplyBody = z.input<typeof deskReplyBodySchema>;
export const deskStatusBodySchema = z.object({ status: z.enum(INCIDENT_STATUSES) });

// ---------------------------------------------------------------------------------------------
// Contact us (spec section 2, 'Support'; section 7: POST lcs/contact-us with bot prevention)
// ---------------------------------------------------------------------------------------------

/** One support phone number serves every market (spec section 9). */
export const SUPPORT_PHONE = '+1 800 555 0199';

export const contactInfoQuerySchema = categoriesQuerySchema;
export const contactInfoResponseSchema = z.object({
  phone: z.string(),
  email: z.string(),
  /** Opening hours, in the caller's language. */
  hours: z.string(),
  reasons: z.array(categoryOptionSchema),
});
export type ContactInfo = z.infer<typeof contactInfoResponseSchema>;

export const CONTACT_US_VARIANTS = ['form-first', 'info-first'] as const;
export type ContactUsVariant = (typeof CONTACT_US_VARIANTS)[number];

export const CONTACT_FIELD_ERRORS = {
  reasonRequired: 'support.contact.errors.reason_required',
  messageRequired: 'support.contact.errors.message_required',
} as const;

export const contactUsBodySchema = z.object({
  reason: z.number({ error: CONTACT_FIELD_ERRORS.reasonRequired }).int().positive().max(MAX_RECORD_ID),
  firstName: requiredName(INCIDENT_LIMITS.nameMax, INCIDENT_FIELD_ERRORS.firstNameRequired),
  lastName: requiredName(INCIDENT_LIMITS.nameMax, INCIDENT_FIELD_ERRORS.lastNameRequired),
  email: requiredText(INCIDENT_LIMITS.emailMax, INCIDENT_FIELD_ERRORS.emailRequired).pipe(
    z.email({ error: INCIDENT_FIELD_ERRORS.emailInvalid }),
  ),
  companyName: requiredName(INCIDENT_LIMITS.companyNameMax, INCIDENT_FIELD_ERRORS.companyNameRequired),
  phone: z
    .string()
    .trim()
    .max(INCIDENT_LIMITS.callBackNumberMax, { error: INCIDENT_FIELD_ERRORS.tooLong })
    .refine((value) => value === '' || isValidPhone(value), { error: INCIDENT_FIELD_ERRORS.callBackNumberInvalid })
    .optional(),
  message: requiredNote(INCIDENT_LIMITS.situationDescriptionMax, CONTACT_FIELD_ERRORS.messageRequired),
  /** The A/B variant the visitor saw (contact-us-a-b-test), for the team's comparison. */
  variant: z.enum(CONTACT_US_VARIANTS).optional(),
});
export type ContactUsBody = z.input<typeof contactUsBodySchema>;
export const contactUsResponseSchema = z.object({ status: z.literal('sent') });

// ---------------------------------------------------------------------------------------------
// Paths and error codes
// ---------------------------------------------------------------------------------------------

export const SUPPORT_PATHS = {
  categories: '/api/support/categories',
  createIncident: '/api/incidents',
  incidents: '/api/osc/user/incidents',
  incident: '/api/osc/user/incidents/:incidentId',
  attachment: '/api/osc/user/incidents/:incidentId/attachments/:attachmentId',
  addThread: '/api/osc/user/incident/:incidentId/addThread',
  requesterStatus: '/api/osc/user/incident/:incidentId/status',
  deskIncidents: '/api/support/desk/incidents',
  deskIncident: '/api/support/desk/incidents/:incidentId',
  deskReplies: '/api/support/desk/incidents/:incidentId/replies',
  deskStatus: '/api/support/desk/incidents/:incidentId/status',
  contactInfo: '/api/lcs/contact-info',
  contactUs: '/api/lcs/contact-us',
} as const;

export const SUPPORT_ERROR_CODES = {
  attachmentTooLarge: 'support.attachment_too_large',
  attachmentType: 'support.attachment_type_not_allowed',
  accountTypeNotAllowed: 'support.account_type_not_allowed',
  supportTypeUnavailable: 'support.support_type_unavailable',
  categoryMismatch: 'support.category_mismatch',
  oscTypeMismatch: 'support.osc_type_mismatch',
  incidentClosed: 'support.incident_closed',
  statusChangeNotAllowed: 'support.status_change_not_allowed',
  reasonUnknown: 'support.contact_reason_unknown',
} as const;

/** The subject an incident is listed under: the first non-empty line of its description, at most 240 characters. */
export function incidentSubject(situationDescription: string): string {
  const line = situationDescription.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 240);
}
