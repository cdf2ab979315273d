/**
 * What the fuzzer knows of the seeded demo data: the personas, ids to put in paths, and, per
 * persona, which ids and values belong to companies it has nothing to do with (the leak oracle).
 */
import type { Db } from '../../db/database.js';
import { HOSTS } from '../helper.js';
import type { Hints } from './values.js';

export type Persona = { name: string; loginId?: string; host: string; internal: boolean };

export const PERSONAS: Persona[] = [
  { name: 'anonymous', host: HOSTS.US, internal: false },
  { name: 'user', loginId: 'user', host: HOSTS.US, internal: false },
  { name: 'admin', loginId: 'admin', host: HOSTS.US, internal: false },
  { name: 'partner', loginId: 'partner', host: HOSTS.US, internal: false },
  { name: 'newuser', loginId: 'newuser', host: HOSTS.US, internal: false },
  { name: 'user.mx', loginId: 'user.mx', host: HOSTS.MX, internal: false },
  { name: 'spectator', loginId: 'spectator', host: HOSTS.US, internal: true },
  { name: 'superadmin', loginId: 'superadmin', host: HOSTS.US, internal: true },
];

/** A value to put in a path or query parameter; `foreign` when it names another company's record. */
export type PoolValue = { value: string; foreign: boolean };

export type PersonaWorld = {
  /** Values per parameter name (loginId, companyId, incidentId, …). */
  pools: Map<string, PoolValue[]>;
  /** Lower-cased strings of unrelated companies (login ids, e-mails, incident references) that a 2xx body must not contain. */
  secrets: Set<string>;
  /** False for internal personas and anonymous callers with nothing of their own: no leak check on ids then. */
  external: boolean;
  /** Seeded values by body property name, for valid bodies that reach past the first business check. */
  hints: Hints;
};

/** Parameters whose value names a company's record: another company's value must not answer 2xx to an external user. */
export const COMPANY_BOUND_PARAMS = new Set([
  'loginId',
  'userId',
  'companyId',
  'tenantId',
  'incidentId',
  'attachmentId',
  'associated_tenant_id',
  'domain',
]);

type Seed = Awaited<ReturnType<typeof readSeed>>;

async function readSeed(db: Db) {
  const [
    users,
    companies,
    associations,
    incidents,
    attachments,
    requests,
    outbox,
    products,
    flags,
    sites,
    glossary,
    categories,
    documents,
    emailDomains,
  ] = await Promise.all([
    db.selectFrom('users').select(['id', 'login_id', 'email', 'company_id', 'user_type']).orderBy('id').execute(),
    db.selectFrom('companies').select(['id', 'tenant_id', 'name', 'primary_contact_email']).orderBy('id').execute(),
    db.selectFrom('company_associations').select(['supplier_company_id', 'agency_company_id']).execute(),
    db.selectFrom('support_incidents').select(['id', 'reference', 'company_id']).orderBy('id').execute(),
    db.selectFrom('support_attachments').select(['id', 'incident_id']).orderBy('id').execute(),
    db
      .selectFrom('access_requests')
      .select(['id', 'requester_user_id', 'requester_company_id', 'target_company_id'])
      .orderBy('id')
      .execute(),
    db.selectFrom('outbox').select('id').orderBy('id').limit(3).execute(),
    db.selectFrom('products').select('code').orderBy('code').execute(),
    db.selectFrom('feature_flags').select('key').orderBy('key').execute(),
    db.selectFrom('sites').select('id').orderBy('id').execute(),
    db.selectFrom('glossary_items').select('id').orderBy('id').limit(3).execute(),
    db.selectFrom('support_categories').select(['id', 'kind']).where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('documents').select(['asset_path', 'version']).orderBy('asset_path').execute(),
    db.selectFrom('email_domains').select(['id', 'company_id', 'domain_name']).orderBy('id').execute(),
  ]);
  return {
    users,
    companies,
    associations,
    incidents,
    attachments,
    requests,
    outbox,
    products,
    flags,
    sites,
    glossary,
    categories,
    documents,
    emailDomains,
  };
}

export async function loadWorlds(db: Db): Promise<Map<string, PersonaWorld>> {
  const seed = await readSeed(db);
  return new Map(PERSONAS.map((persona) => [persona.name, worldOf(seed, persona)]));
}

function worldOf(seed: Seed, persona: Persona): PersonaWorld {
  const me = seed.users.find((u) => u.login_id === persona.loginId);
  const circle = circleOf(seed, me?.company_id ?? null);
  const external = !persona.internal && me?.company_id != null;
  const isForeign = (companyId: number | null) => external && companyId !== null && !circle.has(companyId);
  // Users who asked a company of the circle for access (or were asked) are shown to it by design.
  const known = new Set(
    seed.requests
      .filter(
        (r) =>
          circle.has(r.target_company_id) || (r.requester_company_id !== null && circle.has(r.requester_company_id)),
      )
      .map((r) => r.requester_user_id),
  );
  const foreignUsers = seed.users.filter((u) => isForeign(u.company_id) && !known.has(u.id));
  const foreignIncidents = seed.incidents.filter((i) => isForeign(i.company_id));
  const incidentCompany = new Map(seed.incidents.map((i) => [i.id, i.company_id]));

  const secrets = new Set<string>([
    ...foreignUsers.flatMap((u) => [u.login_id.toLowerCase(), u.email.toLowerCase()]),
    ...foreignIncidents.map((i) => i.reference.toLowerCase()),
  ]);
  const pick = <T>(items: T[], n: number) => spread(items, n);
  const ownAndOthers = <T>(
    items: T[],
    foreign: (item: T) => boolean,
    value: (item: T) => string | number,
  ): PoolValue[] => [
    ...pick(
      items.filter((i) => !foreign(i)),
      3,
    ).map((i) => ({ value: String(value(i)), foreign: false })),
    ...pick(items.filter(foreign), 4).map((i) => ({ value: String(value(i)), foreign: true })),
  ];
  const userPool: PoolValue[] = [
    ...(me ? [{ value: me.login_id, foreign: false }] : []),
    ...ownAndOthers(
      seed.users,
      (u) => isForeign(u.company_id),
      (u) => u.login_id,
    ),
  ];
  const companyForeign = (c: { id: number }) => isForeign(c.id);
  const ownTenantId = seed.companies.find((c) => c.id === me?.company_id)?.tenant_id;
  const plain = (values: (string | number)[]): PoolValue[] => values.map((v) => ({ value: String(v), foreign: false }));
  const pools = new Map<string, PoolValue[]>([
    ['loginId', userPool],
    [
      'userId',
      [
        ...userPool,
        ...ownAndOthers(
          seed.users,
          (u) => isForeign(u.company_id),
          (u) => u.id,
        ),
      ],
    ],
    [
      'companyId',
      [
        ...(me?.company_id ? [{ value: String(me.company_id), foreign: false }] : []),
        ...ownAndOthers(seed.companies, companyForeign, (c) => c.id),
      ],
    ],
    [
      'tenantId',
      [
        { value: '0', foreign: false },
        ...(ownTenantId === undefined ? [] : [{ value: String(ownTenantId), foreign: false }]),
        ...ownAndOthers(seed.companies, companyForeign, (c) => c.tenant_id),
      ],
    ],
    ['associated_tenant_id', ownAndOthers(seed.companies, companyForeign, (c) => c.tenant_id)],
    [
      'incidentId',
      ownAndOthers(
        seed.incidents,
        (i) => isForeign(i.company_id),
        (i) => i.reference,
      ),
    ],
    [
      'attachmentId',
      ownAndOthers(
        seed.attachments,
        (a) => isForeign(incidentCompany.get(a.incident_id) ?? null),
        (a) => a.id,
      ),
    ],
    [
      'domain',
      [
        ...ownAndOthers(
          seed.emailDomains,
          (d) => isForeign(d.company_id),
          (d) => d.id,
        ),
        // Names too (DELETE names the domain): two companies may authorise the same name, so a name is no secret.
        ...plain(spread(seed.emailDomains, 4).map((d) => d.domain_name)),
      ],
    ],
    ['messageId', plain(seed.outbox.map((m) => m.id))],
    ['code', plain(seed.products.map((p) => p.code))],
    ['key', plain(seed.flags.map((f) => f.key))],
    ['site', plain(seed.sites.map((s) => s.id))],
    ['id', plain(seed.glossary.map((g) => g.id))],
  ]);
  return { pools, secrets, external, hints: hintsOf(seed) };
}

function hintsOf(seed: Seed): Hints {
  const tenantIds = spread(seed.companies, 12).map((c) => c.tenant_id);
  const categories = (kind: string) => seed.categories.filter((c) => c.kind === kind).map((c) => c.id);
  return new Map<string, unknown[]>([
    ['tenant_id', tenantIds],
    ['associated_tenant_id', tenantIds],
    ['associated_tenant_ids', tenantIds],
    ['products', seed.products.map((p) => p.code)],
    // Access-request ids (strings, as the admin's row carries them) for bulk approvals.
    ['id', seed.requests.map((r) => String(r.id))],
    ['accountType', categories('ACCOUNT_TYPE')],
    ['supportType', categories('SUPPORT_TYPE')],
    ['issue', categories('ISSUE')],
    ['issueType', categories('ISSUE_TYPE')],
    ['subIssueType', categories('SUB_ISSUE_TYPE')],
    ['reason', categories('CONTACT_REASON')],
    ['assetPath', [...new Set(seed.documents.map((d) => d.asset_path))]],
    ['version', [...new Set(seed.documents.map((d) => d.version))]],
    ['timezone', ['America/Chicago', 'America/Mexico_City', 'America/Toronto', 'UTC']],
    ['primaryContactEmail', ['fuzz.tester@example.com', 'a+b@example.org']],
    ['email', ['fuzz.tester@example.com']],
    ['domainName', [...spread(seed.emailDomains, 4).map((d) => d.domain_name), 'fuzz-domain.example']],
    ['callBackNumber', ['', '+1 312 555 0100']],
    ['phone', ['', '+52 55 5555 0100']],
  ]);
}

/** The caller's company and the companies tied to it by an agency association, either way. */
function circleOf(seed: Seed, companyId: number | null): Set<number> {
  const circle = new Set<number>();
  if (companyId === null) return circle;
  circle.add(companyId);
  for (const a of seed.associations) {
    if (a.agency_company_id === companyId) circle.add(a.supplier_company_id);
    if (a.supplier_company_id === companyId) circle.add(a.agency_company_id);
  }
  return circle;
}

/** n items spread over the list (deterministic: the seed data is). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}
