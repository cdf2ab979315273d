import {
  EMAIL_DOMAIN_ERROR_CODES,
  EMAIL_DOMAIN_RULE_ERROR_CODES,
  type EmailDomain,
  type EmailDomainException,
  type EmailDomainExceptionRule,
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
import { claimRuleProblem, registrableDomain } from './claimable-domains.js';
import * as repo from './email-domains.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type ClaimProblem = EmailDomainExceptionRule | 'taken';
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

const CLAIM_MESSAGES: Record<ClaimProblem, string> = {
  publicSuffix: 'A public suffix is not a domain a company may claim.',
  retailerDomain: "The retailer's own domains are not a company's to claim.",
  publicProvider: "A public mail provider's domain is not a company's to claim.",
  taken: 'Another company holds this domain.',
};

/** A claim refused (decision 055): the rules an exception lifts answer 400, another company's domain 409. */
const unclaimable = (problem: ClaimProblem, domainName: string) =>
  new AppError(problem === 'taken' ? 409 : 400, EMAIL_DOMAIN_RULE_ERROR_CODES[problem], CLAIM_MESSAGES[problem], {
    domainName,
  });

/** The names among these the company has an exception for. */
async function exceptionNames(db: Db, companyId: number, names?: readonly string[]): Promise<Set<string>> {
  return new Set((await repo.listExceptions(db, companyId, names)).map((e) => e.domain_name));
}

function toEmailDomain(row: repo.EmailDomainRecord, exceptions: ReadonlySet<string>): EmailDomain {
  return {
    id: row.id,
    domainName: row.domain_name,
    companyId: row.company_id,
    allowSubDomains: row.allow_sub_domains === 1,
    is3pDomain: row.is_3p_domain === 1,
    approvedByException: exceptions.has(row.domain_name),
  };
}

/**
 * Whether another company holds the name's registrable domain (itself, or any name under it) and none of the
 * holders is a partner of this company (decision 055): the agency's domain is its suppliers' to add as well.
 */
async function isTaken(db: Db, companyId: number, domainName: string): Promise<boolean> {
  const holders = await repo.listOtherCompaniesHolding(db, companyId, registrableDomain(domainName) ?? domainName);
  return holders.length > 0 && !holders.some((holder) => holder.partner);
}

/**
 * Why the company may not claim a well-formed name (decision 055), or null: a rule the company has no exception
 * for (public suffix, retailer's domain, public mail provider), else another company's domain.
 */
async function claimProblem(
  ctx: Ctx,
  companyId: number,
  domainName: string,
  exceptions: ReadonlySet<string>,
): Promise<ClaimProblem | null> {
  const rule = claimRuleProblem(domainName, ctx.config.retailerEmailDomains);
  if (rule && !exceptions.has(domainName)) return rule;
  return (await isTaken(ctx.db, companyId, domainName)) ? 'taken' : null;
}

/** Why the company may not claim a well-formed name, its exceptions read; null when it may. */
export async function claimProblemOf(ctx: Ctx, companyId: number, domainName: string): Promise<ClaimProblem | null> {
  return claimProblem(ctx, companyId, domainName, await exceptionNames(ctx.db, companyId, [domainName]));
}

/** Refuses a name the company may not claim, with its rule's code. */
async function refuseUnclaimable(ctx: Ctx, companyId: number, domainName: string): Promise<void> {
  const problem = await claimProblemOf(ctx, companyId, domainName);
  if (problem) throw unclaimable(problem, domainName);
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
  const exceptions = await exceptionNames(
    ctx.db,
    companyId,
    rows.map((row) => row.domain_name),
  );
  return pageOf(
    paging,
    rows.map((row) => toEmailDomain(row, exceptions)),
    total,
  );
}

/**
 * POST /api/companies/{id}/email-domains/validate: per row, what would refuse it: its form, a name repeated
 * earlier in the same call, one the company has already (another domain than the row edits), or a claim rule
 * (decision 055; a row's own current name is not judged again, as an update keeping it is not).
 */
export async function validateDomains(
  ctx: Ctx,
  companyId: number,
  request: ValidateRequest,
): Promise<EmailDomainValidation> {
  const existing = new Map((await repo.listAllDomains(ctx.db, companyId)).map((d) => [d.domain_name, d.id]));
  const exceptions = await exceptionNames(ctx.db, companyId);
  const seen = new Set<string>();
  const rows: EmailDomainValidation['rows'] = [];
  for (const row of request.domains) {
    const domainName = normaliseDomainName(row.domainName);
    const owner = existing.get(domainName);
    let problem: EmailDomainProblem | null = domainNameProblem(domainName);
    if (!problem && seen.has(domainName)) problem = 'repeated';
    if (!problem && owner !== undefined && owner !== row.id) problem = 'duplicate';
    if (!problem && owner === undefined) problem = await claimProblem(ctx, companyId, domainName, exceptions);
    seen.add(domainName);
    rows.push({ domainName, problem });
  }
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
  await refuseUnclaimable(ctx, companyId, input.domainName);
  const exceptions = await exceptionNames(ctx.db, companyId, [input.domainName]);
  const now = ctx.clock.now().toISOString();
  return refusingDuplicates(input.domainName, () =>
    ctx.db.transaction().execute(async (trx) => {
      const created = toEmailDomain(await repo.insertDomain(trx, companyId, input, auth.loginId, now), exceptions);
      await record(ctx, trx, auth, companyId, 'EMAIL_DOMAIN_CREATED', { before: null, after: created });
      return created;
    }),
  );
}

/**
 * PUT /api/companies/{id}/email-domains/{domainId}: renames or re-flags a domain of the company (else 404). A new
 * name must pass the claim rules; a kept one is not judged again (a domain added before the rules keeps its flags).
 */
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
  if (input.domainName !== current.domain_name) await refuseUnclaimable(ctx, companyId, input.domainName);
  const exceptions = await exceptionNames(ctx.db, companyId, [current.domain_name, input.domainName]);
  const before = toEmailDomain(current, exceptions);
  const after: EmailDomain = { ...before, ...input, approvedByException: exceptions.has(input.domainName) };
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
    const before = toEmailDomain(current, new Set());
    await record(ctx, trx, auth, companyId, 'EMAIL_DOMAIN_DELETED', { before, after: null });
  });
}

/**
 * POST /api/companies/{id}/email-domains/exceptions (a super admin acting for the company): lets the company add a
 * domain a claim rule refuses (public suffix, retailer's domain, public mail provider). Refused when no such rule
 * refuses it (409 exception_not_needed), when the company has the exception (409 exception_exists), and when another
 * company holds the domain (409 taken: no exception lifts that). Written to the activity log in the same transaction.
 */
export async function approveException(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  domainName: string,
): Promise<EmailDomainException> {
  const rule = claimRuleProblem(domainName, ctx.config.retailerEmailDomains);
  if (!rule) {
    throw new AppError(409, EMAIL_DOMAIN_ERROR_CODES.exceptionNotNeeded, 'No claim rule refuses this domain.', {
      domainName,
    });
  }
  const exists = () =>
    new AppError(409, EMAIL_DOMAIN_ERROR_CODES.exceptionExists, 'The company has this exception already.', {
      domainName,
    });
  if ((await repo.listExceptions(ctx.db, companyId, [domainName])).length > 0) throw exists();
  if (await isTaken(ctx.db, companyId, domainName)) throw unclaimable('taken', domainName);
  const approvedAt = ctx.clock.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await repo.insertException(trx, {
        company_id: companyId,
        domain_name: domainName,
        rule,
        approved_by: auth.loginId,
        approved_at: approvedAt,
      });
      await recordActivity(trx, ctx.clock, {
        actor: auth.loginId,
        companyId,
        entityType: 'EMAIL_DOMAIN_EXCEPTION',
        entityId: String(row.id),
        event: 'EMAIL_DOMAIN_EXCEPTION_APPROVED',
        description: `${auth.loginId} approved e-mail domain ${domainName} for the company as an exception to the ${rule} rule`,
        after: { domainName, rule },
      });
      return {
        id: row.id,
        companyId,
        domainName,
        rule,
        approvedBy: row.approved_by,
        approvedAt: row.approved_at,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
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
