import {
  EMAIL_DOMAIN_ERROR_CODES,
  type EmailDomain,
  type EmailDomainPage,
  type EmailDomainProblem,
  type EmailDomainSortColumn,
  type EmailDomainValidation,
  domainNameProblem,
  type emailDomainInputSchema,
  type emailDomainListQuerySchema,
  type emailDomainValidateSchema,
  normaliseDomainName,
} from '@portal/contract/email-domains';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { isUniqueViolation } from '../../platform/database-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import * as repo from './email-domains.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type ListQuery = z.output<typeof emailDomainListQuerySchema>;
type DomainInput = z.output<typeof emailDomainInputSchema>;
type ValidateRequest = z.output<typeof emailDomainValidateSchema>;

const SORT_COLUMNS: Record<EmailDomainSortColumn, repo.EmailDomainDbColumn> = {
  domainName: 'domain_name',
  allowSubDomains: 'allow_sub_domains',
  is3pDomain: 'is_3p_domain',
};

const ENTITY_TYPE = 'EMAIL_DOMAIN';

const duplicate = (domainName: string) =>
  new AppError(409, EMAIL_DOMAIN_ERROR_CODES.duplicate, 'The company has this domain already.', { domainName });

function toEmailDomain(row: repo.EmailDomainRecord): EmailDomain {
  return {
    id: row.id,
    domainName: row.domain_name,
    companyId: row.company_id,
    allowSubDomains: row.allow_sub_domains === 1,
    is3pDomain: row.is_3p_domain === 1,
  };
}

/** What the activity log keeps of a domain, before and after a change (none: it did not exist, or no more). */
function snapshot(domain: EmailDomain | null) {
  if (!domain) return undefined;
  const { domainName, allowSubDomains, is3pDomain } = domain;
  return { domainName, allowSubDomains, is3pDomain };
}

const described = (domain: EmailDomain | null) => (domain ? JSON.stringify(snapshot(domain)) : 'none');

async function record(
  ctx: Ctx,
  trx: Db,
  auth: AuthContext,
  companyId: number,
  event: 'EMAIL_DOMAIN_CREATED' | 'EMAIL_DOMAIN_UPDATED' | 'EMAIL_DOMAIN_DELETED',
  change: { before: EmailDomain | null; after: EmailDomain | null },
): Promise<void> {
  const domain = change.after ?? change.before!;
  await recordActivity(trx, ctx.clock, {
    actor: auth.loginId,
    companyId,
    entityType: ENTITY_TYPE,
    entityId: String(domain.id),
    event,
    description: `${auth.loginId} changed e-mail domain ${domain.domainName}: before ${described(change.before)}; after ${described(change.after)}`,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

/** GET /api/companies/{id}/email-domains: a page of the company's domains. The route has checked the company. */
export async function listDomains(ctx: Ctx, companyId: number, query: ListQuery): Promise<EmailDomainPage> {
  const paging = { page: query.page, size: query.pageSize };
  const search = query.search ? normaliseDomainName(query.search) : undefined;
  const { rows, total } = await repo.listDomains(
    ctx.db,
    companyId,
    search,
    sqlOrder(query, SORT_COLUMNS),
    sqlWindow(paging),
  );
  return pageOf(paging, rows.map(toEmailDomain), total);
}

/**
 * POST /api/companies/{id}/email-domains/validate: per row, what would refuse it: its form, a name repeated
 * earlier in the same call, or one the company has already (another domain than the row edits).
 */
export async function validateDomains(
  ctx: Ctx,
  companyId: number,
  request: ValidateRequest,
): Promise<EmailDomainValidation> {
  const existing = new Map((await repo.listAllDomains(ctx.db, companyId)).map((d) => [d.domain_name, d.id]));
  const seen = new Set<string>();
  const rows = request.domains.map((row) => {
    const domainName = normaliseDomainName(row.domainName);
    const owner = existing.get(domainName);
    let problem: EmailDomainProblem | null = domainNameProblem(domainName);
    if (!problem && seen.has(domainName)) problem = 'repeated';
    if (!problem && owner !== undefined && owner !== row.id) problem = 'duplicate';
    seen.add(domainName);
    return { domainName, problem };
  });
  return { valid: rows.every((r) => r.problem === null), rows };
}

/** Runs a write; a unique-index refusal (two admins adding the same name at once) is the duplicate answer. */
async function refusingDuplicates<T>(domainName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(domainName);
    throw error;
  }
}

/** POST /api/companies/{id}/email-domains: adds a domain (409 when the company has it). */
export async function createDomain(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  input: DomainInput,
): Promise<EmailDomain> {
  if (await repo.findDomainByName(ctx.db, companyId, input.domainName)) throw duplicate(input.domainName);
  const now = ctx.clock.now().toISOString();
  return refusingDuplicates(input.domainName, () =>
    ctx.db.transaction().execute(async (trx) => {
      const created = toEmailDomain(await repo.insertDomain(trx, companyId, input, auth.loginId, now));
      await record(ctx, trx, auth, companyId, 'EMAIL_DOMAIN_CREATED', { before: null, after: created });
      return created;
    }),
  );
}

/** PUT /api/companies/{id}/email-domains/{domainId}: renames or re-flags a domain of the company (else 404). */
export async function updateDomain(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  domainId: number,
  input: DomainInput,
): Promise<EmailDomain> {
  const current = await repo.findDomainById(ctx.db, companyId, domainId);
  if (!current) throw notFound();
  const namesake = await repo.findDomainByName(ctx.db, companyId, input.domainName);
  if (namesake && namesake.id !== domainId) throw duplicate(input.domainName);
  const before = toEmailDomain(current);
  const after: EmailDomain = { ...before, ...input };
  const now = ctx.clock.now().toISOString();
  await refusingDuplicates(input.domainName, () =>
    ctx.db.transaction().execute(async (trx) => {
      await repo.updateDomain(trx, domainId, input, now);
      await record(ctx, trx, auth, companyId, 'EMAIL_DOMAIN_UPDATED', { before, after });
    }),
  );
  return after;
}

/** DELETE /api/companies/{id}/email-domains/{domainName}: removes the company's domain of that name (else 404). */
export async function deleteDomain(ctx: Ctx, auth: AuthContext, companyId: number, domainName: string): Promise<void> {
  const current = await repo.findDomainByName(ctx.db, companyId, domainName);
  if (!current) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteDomain(trx, current.id);
    await record(ctx, trx, auth, companyId, 'EMAIL_DOMAIN_DELETED', { before: toEmailDomain(current), after: null });
  });
}

/** Does an authorised domain of the company cover this e-mail domain: the same name, or a sub-domain when allowed? */
function covers(domain: repo.EmailDomainRecord, emailDomain: string): boolean {
  if (emailDomain === domain.domain_name) return true;
  return domain.allow_sub_domains === 1 && emailDomain.endsWith(`.${domain.domain_name}`);
}

/**
 * The company's authorised-domain rule, read once: whether an e-mail address comes from one of its domains
 * (sub-domains where the domain allows them). For adding users: a new user's e-mail must pass (issue 13).
 */
export async function authorisedDomainRule(db: Db, companyId: number): Promise<(email: string) => boolean> {
  const domains = await repo.listAllDomains(db, companyId);
  return (email) => {
    const at = email.lastIndexOf('@');
    if (at < 1) return false;
    const emailDomain = normaliseDomainName(email.slice(at + 1));
    if (domainNameProblem(emailDomain)) return false;
    return domains.some((domain) => covers(domain, emailDomain));
  };
}

/** Whether one e-mail address comes from one of the company's authorised domains. */
export async function isEmailInAuthorisedDomains(db: Db, companyId: number, email: string): Promise<boolean> {
  return (await authorisedDomainRule(db, companyId))(email);
}
