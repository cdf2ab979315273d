import type { TenantType } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { Action, Resource } from '@portal/contract/permissions';
import type { IncidentStatus, OscType, Thread } from '@portal/contract/support';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC text,
 * booleans are integers 0/1, JSON is text.
 */
export type Database = {
  markets: MarketsTable;
  sites: SitesTable;
  companies: CompaniesTable;
  company_associations: CompanyAssociationsTable;
  groups: GroupsTable;
  permissions: PermissionsTable;
  group_permissions: GroupPermissionsTable;
  users: UsersTable;
  products: ProductsTable;
  user_products: UserProductsTable;
  user_preferences: UserPreferencesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  pending_users: PendingUsersTable;
  invitation_tokens: InvitationTokensTable;
  activity_log: ActivityLogTable;
  jobs: JobsTable;
  job_steps: JobStepsTable;
  outbox: OutboxTable;
  analytics_events: AnalyticsEventsTable;
  product_texts: ProductTextsTable;
  product_urls: ProductUrlsTable;
  partner_product_grants: PartnerProductGrantsTable;
  feature_flags: FeatureFlagsTable;
  config_values: ConfigValuesTable;
  insight_articles: InsightArticlesTable;
  insight_article_texts: InsightArticleTextsTable;
  glossary_items: GlossaryItemsTable;
  glossary_item_products: GlossaryItemProductsTable;
  glossary_definitions: GlossaryDefinitionsTable;
  glossary_synonyms: GlossarySynonymsTable;
  glossary_index_version: GlossaryIndexVersionTable;
  support_categories: SupportCategoriesTable;
  support_category_texts: SupportCategoryTextsTable;
  support_incidents: SupportIncidentsTable;
  support_incident_sequences: SupportIncidentSequencesTable;
  support_threads: SupportThreadsTable;
  support_attachments: SupportAttachmentsTable;
  human_check_challenges: HumanCheckChallengesTable;
  human_check_posts: HumanCheckPostsTable;
  server_secrets: ServerSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  human_check_spent_proofs: HumanCheckSpentProofsTable;
  documents: DocumentsTable;
  document_acceptances: DocumentAcceptancesTable;
  company_products: CompanyProductsTable;
  company_list_counts: CompanyListCountsTable;
  company_user_counts: CompanyUserCountsTable;
  user_search: UserSearchTable;
  catalogue_version: CatalogueVersionTable;
  access_requests: AccessRequestsTable;
  announcements: AnnouncementsTable;
  announcement_dismissals: AnnouncementDismissalsTable;
  email_domains: EmailDomainsTable;
  email_domain_exceptions: EmailDomainExceptionsTable;
  access_audits: AccessAuditsTable;
  access_audit_decisions: AccessAuditDecisionsTable;
  access_audit_confirmations: AccessAuditConfirmationsTable;
  access_audit_reminders: AccessAuditRemindersTable;
  access_audit_lockouts: AccessAuditLockoutsTable;
};

/** A company's open user access audit (migration 040, decision 057). */
export type AccessAuditsTable = {
  company_id: number;
  cycle: number;
  due_at: string;
  /** PENDING | LOCKED */
  state: string;
  locked_at: string | null;
  last_confirmed_at: string | null;
  last_confirmed_by: string | null;
  updated_at: string;
};
export type AccessAuditDecisionsTable = {
  company_id: number;
  cycle: number;
  user_id: number;
  login_id: string;
  /** KEEP | REMOVE */
  decision: string;
  decided_by: string;
  decided_at: string;
};
export type AccessAuditConfirmationsTable = {
  company_id: number;
  cycle: number;
  due_at: string;
  acknowledgements: string;
  confirmed_by: string;
  confirmed_at: string;
};
export type AccessAuditRemindersTable = { company_id: number; cycle: number; days_before: number; sent_at: string };
export type AccessAuditLockoutsTable = {
  company_id: number;
  cycle: number;
  user_id: number;
  product_code: string;
  access_status: string;
  removed_at: string;
  restored_at: string | null;
};

export type MarketsTable = {
  code: Market;
  name: string;
  hosts: string;
  default_locale: string;
  production: number;
};

export type SitesTable = { id: number; market: string; language_code: string; name: string };

export type CompaniesTable = {
  id: Generated<number>;
  market: Market;
  name: string;
  type: TenantType;
  account_type: string;
  status: string;
  primary_contact_email: string;
  tenant_id: number;
  site_id: number | null;
  business_code: string | null;
  created_at: string;
};

export type CompanyAssociationsTable = {
  supplier_company_id: number;
  agency_company_id: number;
  created_at: string;
};

export type GroupsTable = { id: Generated<number>; name: string };
export type PermissionsTable = { id: Generated<number>; action: Action; resource: Resource };
export type GroupPermissionsTable = { group_id: number; permission_id: number };

export type UsersTable = {
  id: Generated<number>;
  login_id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  third_party_user: number;
  company_id: number | null;
  group_id: number;
  persona_access_codes: string;
  access_class: string;
  status: string;
  last_login_at: string | null;
  registration_completed: number;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
  /** While the user is blocked: why, who blocked them (login id) and when (migration 015). */
  blocked_reason: string | null;
  blocked_by: string | null;
  blocked_at: string | null;
  /** An internal merchant's strategic business unit (SBU_CODES) and asset protection's BUO area (migration 028). */
  sbu: string | null;
  buo_area_number: string | null;
  /** The global user management tab the user is listed in (GLOBAL_USER_TYPES), kept by the database (migration 028). */
  directory: Generated<string>;
  /** Copies of the company's name and type and the group's name, kept by triggers for the tabs' orders (migration 031). */
  company_name: Generated<string | null>;
  company_type: Generated<string | null>;
  group_name: Generated<string | null>;
};

/** The catalogue of child applications; product owners change it in the database. */
export type ProductsTable = {
  code: string;
  name: string;
  /** knowYourCustomer | knowYourStore; '' until the reference seed has catalogued the row. */
  group_key: string;
  sort_order: number;
  new_tab: number;
  /** alpha | beta | null */
  restricted_launch_flag: string | null;
  /** Comma-separated market codes on whose hosts the tile is hidden without access. */
  hide_when_no_access: string;
  learn_more_analytics_id: string | null;
  learn_more_image: string | null;
  learn_more_contact_url: string | null;
};

export type ProductTextsTable = {
  product_code: string;
  locale: string;
  title: string;
  description: string;
  footer: string | null;
  learn_more_title: string;
  learn_more_description: string;
  /** JSON array of strings. */
  key_notes: string;
  image_alt: string;
  access_pending_description: string;
};

export type ProductUrlsTable = {
  product_code: string;
  market: string;
  /** production | non-production */
  environment: string;
  url: string;
};

/** A third-party user's grants for one associated supplier. */
export type PartnerProductGrantsTable = {
  user_id: number;
  supplier_company_id: number;
  product_code: string;
  access_status: string;
  updated_at: string;
};

export type FeatureFlagsTable = {
  key: string;
  market: string;
  environment: string;
  enabled: number;
  rollout_percent: number;
  description: string;
  updated_at: string;
};

export type ConfigValuesTable = { name: string; value: string; description: string };

export type InsightArticlesTable = {
  id: string;
  product_code: string;
  /** YYYY-MM-DD */
  published_on: string;
  read_minutes: number;
  image: string | null;
  sort_order: number;
};

export type InsightArticleTextsTable = {
  article_id: string;
  locale: string;
  title: string;
  summary: string;
  /** JSON array of paragraphs. */
  body: string;
  image_alt: string;
};

/** A data element of the data dictionary. */
export type GlossaryItemsTable = {
  /** e.g. DE-000123 */
  id: string;
  type: string;
  business_name: string;
  technical_name: string;
  dss_business_name: string | null;
  datatype: string;
  field_type: string;
  /** ALL_USERS | CHARTER_ONLY */
  availability: string;
  /** The business name normalised for ordering and prefix look-ups (see glossary text normalisation). */
  sort_key: string;
  updated_at: string;
};

export type GlossaryItemProductsTable = { item_id: string; product_tag: string };

/** A definition per language; en-US is always present. */
/** `business_name`: the element's name in that language (null for en-US, whose name is the element's own). */
export type GlossaryDefinitionsTable = {
  item_id: string;
  locale: string;
  definition: string;
  business_name: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Other words for an element, per language (search matches them as names). */
export type GlossarySynonymsTable = { item_id: string; locale: string; synonym: string };

/** One row: the glossary's version, added to by every change, so each server knows when to rebuild its index. */
export type GlossaryIndexVersionTable = { id: number; version: number; updated_at: string };

/** Account types, support types, issues, issue types, sub-issue types and contact reasons (one id space). */
export type SupportCategoriesTable = {
  id: number;
  /** ACCOUNT_TYPE | SUPPORT_TYPE | ISSUE | ISSUE_TYPE | SUB_ISSUE_TYPE | CONTACT_REASON */
  kind: string;
  parent_id: number | null;
  sort_order: number;
  active: number;
};

export type SupportCategoryTextsTable = { category_id: number; locale: string; title: string };

/** A support incident (spec section 3); `reference` is the YYMMDD-NNNNNN number users see. */
export type SupportIncidentsTable = {
  id: Generated<number>;
  reference: string;
  osc_type: OscType;
  account_type: number;
  support_type: number;
  issue: number | null;
  issue_type: number | null;
  sub_issue_type: number | null;
  first_name: string;
  last_name: string;
  primary_contact_email: string;
  company_name: string;
  call_back_number: string | null;
  situation_description: string;
  subject: string;
  on_behalf_of_another: number;
  market: Market;
  locale: string;
  status: IncidentStatus;
  queue_id: number;
  product_id: number;
  caller_id: number;
  entry_type: number;
  requester_user_id: number | null;
  company_id: number | null;
  created_at: string;
  updated_at: string;
};

/** The last reference sequence number handed out on a day (YYMMDD). */
export type SupportIncidentSequencesTable = { day: string; last_value: number };

export type SupportThreadsTable = {
  id: Generated<number>;
  incident_id: number;
  author_kind: Thread['authorKind'];
  author_user_id: number | null;
  author_name: string;
  text: string;
  internal: number;
  created_at: string;
};

export type SupportAttachmentsTable = {
  id: string;
  incident_id: number;
  /** The safe name it is stored and served under (safeAttachmentName). */
  file_name: string;
  /** The name as uploaded, made visible (attachmentDisplayName); null when it is file_name. */
  original_name: string | null;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: string;
};

/** A press-and-hold challenge (its SHA-256), single use. */
export type HumanCheckChallengesTable = {
  challenge_hash: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
};

/** Protected posts of one client in the current window (the "too fast" rule). */
export type HumanCheckPostsTable = { client_key: string; window_started_at: string; posts: number };

export type ServerSecretsTable = { name: string; value: string; created_at: string };

/** Hits of one rate-limit bucket (`<limit name>|<client or address>`) in its current fixed window. */
export type RateLimitCountersTable = {
  bucket: string;
  window_started_at: string;
  window_ends_at: string;
  hits: number;
};

/** Human proofs already used (a proof is single use), until they would have expired anyway. */
export type HumanCheckSpentProofsTable = { proof_hash: string; expires_at: string };

/** A document (terms, data sharing addendum, privacy policy) in one version and language. */
export type DocumentsTable = {
  asset_path: string;
  version: string;
  locale: string;
  /** YYYY-MM-DD: the version is current from this day until a later one takes effect. */
  effective_date: string;
  title: string;
  /** JSON array of {heading, body}. */
  sections: string;
  created_at: string;
};

/** A user's acceptance of one document version, in the language they read it in. */
export type DocumentAcceptancesTable = {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  asset_path: string;
  version: string;
  locale: string;
  accepted_at: string;
};

/** The products a company subscribes to. */
export type CompanyProductsTable = { company_id: number; product_code: string; created_at: string };

/** How many companies each market has of each type and status, kept by triggers on companies (decision 019). */
export type CompanyListCountsTable = { market: string; type: string; status: string; companies: number };

/** Users per company and status, kept by triggers on users (migration 018). */
/** A tab's kept count (migration 018) and its versions (migration 024, decision 039), kept by triggers on users. */
export type CompanyUserCountsTable = {
  company_id: number;
  status: string;
  users: number;
  version: Generated<number>;
  sign_in_version: Generated<number>;
};

/**
 * The searched fields of each user of a company in the ACTIVE or BLOCKED status, lower-cased and joined by line
 * feeds, kept by triggers on users (migration 019, decision 025); key = scope * 2^31 + user_id, scope = company_id * 2
 * + (1 when BLOCKED).
 */
export type UserSearchTable = { key: number; scope: number; user_id: number; search_text: string };

/** One row: moved by triggers on every change to the product catalogue's tables (migration 020). */
export type CatalogueVersionTable = { id: number; version: number };

/** A user's request for access to another company's data; the target company's admins decide. */
export type AccessRequestsTable = {
  id: Generated<number>;
  requester_user_id: number;
  requester_company_id: number | null;
  target_company_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** JSON array of product codes. */
  products: string;
  product_text: string;
  requestor_note: string;
  /** PENDING | APPROVED | REJECTED */
  state: string;
  create_time: string;
  decided_by: string | null;
  decided_at: string | null;
  /** The deciding admin's note to the requester (migration 016). */
  decision_note: string | null;
};

export type UserProductsTable = {
  user_id: number;
  product_code: string;
  access_status: string;
  updated_at: string;
};

/** A site-wide banner message of one market (decision 018). */
export type AnnouncementsTable = {
  id: Generated<number>;
  market: Market;
  /** info | warning */
  severity: string;
  text_en_us: string;
  text_es_mx: string | null;
  text_fr_ca: string | null;
  starts_at: string;
  ends_at: string;
  /** Comma list of company types; '' targets every user of the market. */
  company_types: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  retired_at: string | null;
  retired_by: string | null;
};

/** A user's dismissal of an announcement (it stays dismissed on every device). */
export type AnnouncementDismissalsTable = { announcement_id: number; user_id: number; dismissed_at: string };

export type UserPreferencesTable = {
  login_id: string;
  timezone: string;
  language_code: string;
  settings: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  acting_company_id: number | null;
  user_agent: string | null;
  /** The market the session was made on (US, MX, CA); an external user's session works only there. Null: an internal user's from before migration 006. */
  market: string | null;
};

export type LoginAttemptsTable = {
  login_id: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
};

export type PasswordResetTokensTable = {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type ActivityLogTable = {
  id: Generated<number>;
  company_id: number | null;
  actor: string;
  entity_type: string;
  entity_id: string;
  event: string;
  description: string;
  source_app: string;
  created_at: string;
  /** The market the change was made on (US, MX, CA); null before migration 030 and for changes of no market. */
  market: string | null;
  /** JSON objects: the changed values before and after, where the change has them (migration 030). */
  before_value: string | null;
  after_value: string | null;
  /** The description folded as every search folds (decision 049): what the free-text filter compares. */
  search_text: Generated<string>;
};

export type JobsTable = {
  id: Generated<number>;
  type: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  progress: number;
  /** The rows a row-by-row job works on (migration 036); null for other jobs. */
  total: number | null;
  processed: Generated<number>;
  succeeded: Generated<number>;
  failed: Generated<number>;
  result: string | null;
  last_error: string | null;
  company_id: number | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** A row a job has done, recorded in the row's own transaction (migration 035, decision 054). */
export type JobStepsTable = {
  job_id: number;
  step: string;
  done_at: string;
  /** The step's rows' results as JSON (migration 036), for a job's result file; null where it keeps none. */
  results: string | null;
};

export type OutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
  locale: string;
  status: string;
  company_id: number | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** The Message-ID every delivery attempt of this e-mail carries (null on messages written before it existed). */
  message_id: string | null;
};

export type AnalyticsEventsTable = {
  id: Generated<number>;
  user_id: number | null;
  company_id: number | null;
  market: string;
  name: string;
  properties: string;
  path: string | null;
  occurred_at: string;
  received_at: string;
  /** The caller's analytics role and access type (contract `analyticsRole`, `accessType`); null before migration 025. */
  analytics_role: string | null;
  access_type: string | null;
};

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewUser = Insertable<UsersTable>;
export type JobRow = Selectable<JobsTable>;

export type EmailDomainsTable = {
  id: Generated<number>;
  company_id: number;
  domain_name: string;
  allow_sub_domains: number;
  is_3p_domain: number;
  created_by: string;
  created_at: string;
  updated_at: string;
};

/** A super admin's exception to a claim rule of authorised domains, for one company and name (migration 038). */
export type EmailDomainExceptionsTable = {
  id: Generated<number>;
  company_id: number;
  domain_name: string;
  rule: string;
  approved_by: string;
  approved_at: string;
};

/** A user an admin added, until they finish registration (migration 017, decision 023). */
export type PendingUsersTable = {
  id: Generated<number>;
  company_id: number;
  type: string;
  stage: string;
  login_id: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  persona: string;
  /** JSON array of product codes. */
  products: string;
  locale: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  invitation_sent_at: string | null;
  invitation_expires_at: string | null;
};

/** An invitation link, stored as its hash: single-use, with an expiry; a resend voids the earlier ones. */
export type InvitationTokensTable = {
  token_hash: string;
  pending_user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};
