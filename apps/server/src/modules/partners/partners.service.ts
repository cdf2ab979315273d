import {
  normaliseBusinessCode,
  PARTNER_ERROR_CODES,
  type PartnerAssociation,
  type PartnerAssociationPage,
  type PartnerCandidate,
  type PartnerSortColumn,
  type partnerListQuerySchema,
  type SponsoredSupplierPage,
  type SponsoredSupplierSortColumn,
  type sponsoredSupplierListQuerySchema,
} from '@portal/contract/partners';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { isUniqueViolation } from '../../platform/database-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import * as repo from './partners.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type PartnerListQuery = z.output<typeof partnerListQuerySchema>;
type SupplierListQuery = z.output<typeof sponsoredSupplierListQuerySchema>;

const PARTNER_SORT: Record<PartnerSortColumn, repo.PartnerDbColumn> = {
  companyName: 'companies.name',
  businessCode: 'companies.business_code',
  adminEmail: 'companies.primary_contact_email',
};
const SUPPLIER_SORT: Record<SponsoredSupplierSortColumn, repo.PartnerDbColumn> = {
  companyName: 'companies.name',
  businessCode: 'companies.business_code',
};

const ENTITY_TYPE = 'PARTNER_ASSOCIATION';

const companyOf = (row: { id: number; name: string; business_code: string | null }) => ({
  id: row.id,
  companyName: row.name,
  businessCode: row.business_code,
});

/** GET /api/companies/{id}/partner-associations: a page of the agencies working for the company. */
export async function listPartners(
  ctx: Ctx,
  companyId: number,
  query: PartnerListQuery,
): Promise<PartnerAssociationPage> {
  const paging = { page: query.page, size: query.pageSize };
  const { rows, total } = await repo.listPartners(ctx.db, companyId, sqlOrder(query, PARTNER_SORT), sqlWindow(paging));
  return pageOf(
    paging,
    rows.map((row) => ({
      partnerCompany: companyOf(row),
      adminEmail: row.primary_contact_email,
      associatedAt: row.associated_at,
    })),
    total,
  );
}

/** GET /api/companies/{id}/sponsored-suppliers: a page of the suppliers the agency works for, with what each grants. */
export async function listSponsoredSuppliers(
  ctx: Ctx,
  companyId: number,
  query: SupplierListQuery,
): Promise<SponsoredSupplierPage> {
  const paging = { page: query.page, size: query.pageSize };
  const { rows, total } = await repo.listSuppliers(
    ctx.db,
    companyId,
    sqlOrder(query, SUPPLIER_SORT),
    sqlWindow(paging),
  );
  const products = await repo.grantedProductNames(
    ctx.db,
    companyId,
    rows.map((row) => row.id),
  );
  return pageOf(
    paging,
    rows.map((row) => ({
      supplierCompany: companyOf(row),
      adminEmail: row.primary_contact_email,
      products: products.get(row.id) ?? [],
      associatedAt: row.associated_at,
    })),
    total,
  );
}

const refused = (status: number, code: string, message: string) => new AppError(status, code, message);

/**
 * The agency a business code names for this supplier, or why it may not be added: only a supplier takes on partners;
 * the code must name a third-party agency of the supplier's market (another market's company is as unknown as none);
 * it must not work for the supplier already.
 */
async function candidate(db: Db, companyId: number, rawCode: string): Promise<repo.CompanyRecord> {
  const supplier = await repo.findCompany(db, companyId);
  if (!supplier) throw notFound();
  if (supplier.type !== 'SUPPLIER')
    throw refused(409, PARTNER_ERROR_CODES.notSupplier, 'Only a supplier company takes on 3P partners.');
  const agency = await repo.findCompanyByBusinessCode(db, normaliseBusinessCode(rawCode));
  if (!agency || agency.market !== supplier.market || agency.id === supplier.id)
    throw refused(404, PARTNER_ERROR_CODES.unknownCode, 'No company has this business code.');
  if (agency.type !== 'THIRD_PARTY_AGENCY')
    throw refused(422, PARTNER_ERROR_CODES.notAgency, 'This business code is not a 3P partner’s.');
  if (await repo.findAssociation(db, supplier.id, agency.id)) throw duplicate();
  return agency;
}

const duplicate = () => refused(409, PARTNER_ERROR_CODES.duplicate, 'This 3P partner works for the company already.');

/** GET /api/companies/{id}/partner-associations/validate: the agency the code names, for the admin to confirm. */
export async function validatePartner(ctx: Ctx, companyId: number, businessCode: string): Promise<PartnerCandidate> {
  const agency = await candidate(ctx.db, companyId, businessCode);
  return { partnerCompany: companyOf(agency), adminEmail: agency.primary_contact_email };
}

async function record(
  ctx: Ctx,
  trx: Db,
  auth: AuthContext,
  event: 'PARTNER_ASSOCIATION_ADDED' | 'PARTNER_ASSOCIATION_ENDED',
  change: { supplier: repo.CompanyRecord; agency: repo.CompanyRecord; grantsRemoved?: number },
): Promise<void> {
  const { supplier, agency } = change;
  const association = {
    supplier: supplier.name,
    supplierCode: supplier.business_code,
    partner: agency.name,
    partnerCode: agency.business_code,
  };
  const added = event === 'PARTNER_ASSOCIATION_ADDED';
  const ended = added ? '' : `; ${change.grantsRemoved ?? 0} product grants of its users removed`;
  const description = `${auth.loginId} ${added ? 'added' : 'ended'} 3P partner ${agency.name} (${agency.business_code ?? 'no code'}) for ${supplier.name}${ended}`;
  const before = added ? undefined : association;
  const after = added ? association : undefined;
  // Both companies' logs tell it: the supplier's admins made the change, the agency's users gain or lose the supplier.
  for (const [companyId, entityId] of [
    [supplier.id, agency.id],
    [agency.id, supplier.id],
  ] as const) {
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: ENTITY_TYPE,
      entityId: String(entityId),
      event,
      description,
      before,
      after,
    });
  }
}

/** POST /api/companies/{id}/partner-associations: the agency the code names begins working for the company. */
export async function addPartner(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  businessCode: string,
): Promise<PartnerAssociation> {
  const agency = await candidate(ctx.db, companyId, businessCode);
  const supplier = (await repo.findCompany(ctx.db, companyId))!;
  const now = ctx.clock.now().toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertAssociation(trx, supplier.id, agency.id, now);
      await record(ctx, trx, auth, 'PARTNER_ASSOCIATION_ADDED', { supplier, agency });
    });
  } catch (error) {
    // Two admins adding the same agency at once: the primary key refuses the second.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return { partnerCompany: companyOf(agency), adminEmail: agency.primary_contact_email, associatedAt: now };
}

/**
 * DELETE /api/companies/{id}/partner-associations/{partnerCompanyId}: the agency stops working for the company. Its
 * users' grants for the company go in the same transaction; every later call of theirs checks the association (the
 * supplier switch, the supplier's tiles, a launch), so what they reached through it ends at once. 404 when the agency
 * does not work for the company.
 */
export async function endPartner(ctx: Ctx, auth: AuthContext, companyId: number, agencyId: number): Promise<void> {
  const [supplier, agency, association] = await Promise.all([
    repo.findCompany(ctx.db, companyId),
    repo.findCompany(ctx.db, agencyId),
    repo.findAssociation(ctx.db, companyId, agencyId),
  ]);
  if (!supplier || !agency || !association) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAssociation(trx, supplier.id, agency.id))) throw notFound();
    const grantsRemoved = await repo.deleteAgencyGrants(trx, supplier.id, agency.id);
    await record(ctx, trx, auth, 'PARTNER_ASSOCIATION_ENDED', { supplier, agency, grantsRemoved });
  });
}
