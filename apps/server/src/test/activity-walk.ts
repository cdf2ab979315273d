/**
 * The every-route walk of the activity log (issue 26, decision 052): every call of a changing route that succeeds
 * writes at least one entry. The authorization matrix checks each of its calls; the routes it never calls with
 * success are called by `modules/activity-log/activity-log.walk.test.ts` (WALKED_BY_ACTIVITY_TEST). The calls below
 * change nothing the log records, each with why; a new changing route lands here only by a conscious choice.
 */
export type Exemption = {
  reason: string;
  /** Exempt only without a session (a signed-in call of the route writes its entry). */
  signedOutOnly?: true;
};

const READ_BY_POST = 'a read sent as a POST (its filters are the body): nothing changes';
const DOWNLOAD = 'a download of what the caller may read: nothing changes';

export const CHANGES_WITHOUT_ENTRY: Record<string, Exemption> = {
  'POST /api/activity-logs': { reason: READ_BY_POST },
  'POST /api/activity-logs/eventlist': { reason: READ_BY_POST },
  'POST /api/activity-logs/applicationlist': { reason: READ_BY_POST },
  'POST /api/activity-logs/days': { reason: READ_BY_POST },
  'POST /api/activity-logs/download': { reason: DOWNLOAD },
  'POST /api/users': { reason: READ_BY_POST },
  'POST /api/users/export': { reason: DOWNLOAD },
  'POST /api/v1/customer-support/search-glossaries': { reason: READ_BY_POST },
  'POST /api/v1/customer-support/export-glossaries': { reason: DOWNLOAD },
  'POST /api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps': { reason: READ_BY_POST },
  'POST /api/companies/:companyId/email-domains/validate': {
    reason: 'checks domains before they are added (spec section 7): nothing is kept',
  },
  'POST /api/companies/:companyId/users/validate': {
    reason: 'checks users before they are added (spec section 7): nothing is kept',
  },
  'POST /api/analytics/events': {
    reason: 'usage events: telemetry of the interface, kept apart (analytics_events) and swept after its own retention',
  },
  'POST /api/v1/products/:code/launches': {
    reason:
      "answers a product's address; the launch is a usage event (analytics_events), nothing of the portal changes",
  },
  'POST /api/human-check/challenges': { reason: 'the human check: a one-use challenge, swept when it expires' },
  'POST /api/human-check/proofs': {
    reason: 'the human check: a proof that a challenge was held, swept when it expires',
  },
  'POST /api/password-reset/request': {
    reason:
      'answers alike whether the login id exists, so an unknown one changes nothing; the link it mails to a known one writes PASSWORD_RESET_LINK_CREATED (the activity walk test calls it so)',
  },
  'POST /api/kb/workspaces/:workspace/articles/:contentId/feedback': {
    reason: "a reader's 'Was this helpful?': counted per article and language (kb_feedback), shown to editors",
  },
  'POST /api/kb/suggestions/clicks': {
    reason: 'a suggested article opened from the incident form: counted (kb_suggestion_clicks), shown to editors',
  },
  'POST /api/kb/authoring/preview': { reason: 'renders a body as readers would get it: nothing is kept' },
  'POST /api/logout': {
    reason: 'without a session there is nothing to end; a signed-in call writes SIGN_OUT',
    signedOutOnly: true,
  },
};

/** Whether a successful call of the route by this caller may write no entry. */
export function changesNothingLogged(route: string, signedOut: boolean): boolean {
  const exemption = CHANGES_WITHOUT_ENTRY[route];
  return exemption !== undefined && (!exemption.signedOutOnly || signedOut);
}

/** Changing routes the matrix never calls with success: the activity walk test calls each so and checks its entry. */
export const WALKED_BY_ACTIVITY_TEST = [
  'GET /api/users/switch-context',
  'POST /api/login',
  'POST /api/password-reset',
  'POST /api/incidents',
  'POST /api/users/block',
  'POST /api/users/unblock',
  'POST /api/companies/:companyId/users/delete',
  'PUT /api/companies/:companyId/email-domains/:domain',
  'POST /api/companies/:companyId/email-domains/exceptions',
  'PUT /api/companies/:companyId/users/complete-registration/basic',
  'POST /api/companies/:companyId/users/bulk-upload/validate-create',
  'POST /api/v1/identity/companies/:companyId/users/bulk-edit',
  'PUT /api/companies/:companyId/access-audit/due-date',
  'POST /api/kb/authoring/images',
] as const;
