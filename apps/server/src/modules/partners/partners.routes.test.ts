import { ERROR_CODES } from '@portal/contract/errors';
import {
  PARTNER_ERROR_CODES,
  partnerAssociationPageSchema,
  partnerAssociationsUrl,
  partnerCandidateSchema,
  sponsoredSupplierPageSchema,
  sponsoredSuppliersUrl,
} from '@portal/contract/partners';
import { PRODUCT_NAMES } from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantIds } from '../../db/seed/demo.js';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

/** Demo companies are inserted in order into a fresh database. */
const companyId = (key: string) => DEMO_COMPANIES.findIndex((c) => c.key === key) + 1;
const company = (key: string) => DEMO_COMPANIES.find((c) => c.key === key)!;
const ACME = companyId('acme');
const SUMMIT = companyId('summit');
const BRIGHTSIDE = companyId('brightside');
const TIDEWATER = companyId('tidewater');
const TENANT = demoTenantIds();

type Method = 'GET' | 'POST' | 'DELETE';

describe(`3P partners (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function call(method: Method, url: string, as = 'admin', payload?: unknown, host: string = HOSTS.US) {
    if (!cookies.has(as)) cookies.set(as, await t.signIn(as, host));
    const headers = asUser(cookies.get(as)!, host);
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  const partners = async (id: number, query = '', as = 'admin') => {
    const res = await call('GET', `${partnerAssociationsUrl(id)}?${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return partnerAssociationPageSchema.parse(res.json());
  };
  const suppliers = async (id: number, query = '', as = 'agencyadmin') => {
    const res = await call('GET', `${sponsoredSuppliersUrl(id)}?${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return sponsoredSupplierPageSchema.parse(res.json());
  };
  const validate = (id: number, code: string, as = 'admin') =>
    call('GET', `${partnerAssociationsUrl(id)}/validate?businessCode=${encodeURIComponent(code)}`, as);
  const add = (id: number, businessCode: string, as = 'admin') =>
    call('POST', partnerAssociationsUrl(id), as, { businessCode });
  const end = (id: number, partnerId: number, as = 'admin') =>
    call('DELETE', `${partnerAssociationsUrl(id)}/${partnerId}`, as);
  const entries = (event: string) =>
    t.ctx.db
      .selectFrom('activity_log')
      .select(['actor', 'company_id', 'entity_type', 'entity_id', 'event', 'description'])
      .where('event', '=', event)
      .orderBy('id')
      .execute();
  /** The suppliers the partner switch offers `partner` (Brightside's user), by tenant id. */
  const switchOf = async () => {
    const res = await call(
      'POST',
      `/api/v2/identity/tenants/${TENANT.get('brightside')}/fetch-active-partner-access-apps`,
      'partner',
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { partners: { tenant: { id: number } }[] }).partners.map((p) => p.tenant.id);
  };

  it("lists a supplier's partners with the spec's fields, sorted and paged by the server", async () => {
    const page = await partners(ACME);
    expect(page).toMatchObject({ total: 1, page: 0, size: 10 });
    expect(page.items[0]).toMatchObject({
      partnerCompany: { id: BRIGHTSIDE, companyName: company('brightside').name, businessCode: '3P-20017' },
      adminEmail: company('brightside').primaryContact,
    });
    expect((await call('GET', `${partnerAssociationsUrl(ACME)}?sortBy=nope`)).statusCode).toBe(400);
    expect((await call('GET', `${partnerAssociationsUrl(ACME)}?pageSize=7`)).statusCode).toBe(400);
  });

  it("shows an agency's admin the suppliers it works for, with the products each grants its users", async () => {
    const page = await suppliers(BRIGHTSIDE, 'sortBy=companyName&sortOrder=desc');
    expect(page.total).toBe(2);
    expect(page.items.map((s) => s.supplierCompany.companyName)).toEqual([
      company('summit').name,
      company('acme').name,
    ]);
    const acme = page.items.find((s) => s.supplierCompany.id === ACME)!;
    expect(acme.adminEmail).toBe(company('acme').primaryContact);
    expect(acme.products).toEqual(
      expect.arrayContaining([PRODUCT_NAMES.SHOPPER_BEHAVIOR, PRODUCT_NAMES.CUSTOMER_PERCEPTION]),
    );
    const summit = page.items.find((s) => s.supplierCompany.id === SUMMIT)!;
    expect(summit.products).toEqual(expect.arrayContaining([PRODUCT_NAMES.REPORT_BUILDER]));
    // A supplier works for no one: its list is empty.
    expect((await suppliers(ACME, '', 'admin')).total).toBe(0);
  });

  it('checks a business code: the agency it names, or why it cannot be added', async () => {
    const res = await validate(ACME, ' 3p-20094 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(partnerCandidateSchema.parse(res.json())).toEqual({
      partnerCompany: { id: TIDEWATER, companyName: company('tidewater').name, businessCode: '3P-20094' },
      adminEmail: company('tidewater').primaryContact,
    });
    const refusals: [string, number, string][] = [
      ['NOPE-1', 404, PARTNER_ERROR_CODES.unknownCode],
      // Another market's agency is as unknown as none.
      ['3P-MX-6021', 404, PARTNER_ERROR_CODES.unknownCode],
      ['SUP-10112', 422, PARTNER_ERROR_CODES.notAgency],
      ['3P-20017', 409, PARTNER_ERROR_CODES.duplicate],
    ];
    for (const [code, status, errorCode] of refusals) {
      const refused = await validate(ACME, code);
      expect(refused.statusCode, code).toBe(status);
      expect(refused.json().code, code).toBe(errorCode);
    }
    expect((await validate(ACME, '   ')).statusCode).toBe(400);
    // An agency takes on no partners.
    const agency = await validate(BRIGHTSIDE, '3P-20094', 'agencyadmin');
    expect(agency.statusCode).toBe(409);
    expect(agency.json().code).toBe(PARTNER_ERROR_CODES.notSupplier);
  });

  it("answers 404 for another company's ids, 403 without the permission, and the spectator only reads", async () => {
    expect((await call('GET', partnerAssociationsUrl(SUMMIT))).statusCode).toBe(404);
    expect((await validate(SUMMIT, '3P-20094')).statusCode).toBe(404);
    expect((await add(SUMMIT, '3P-20094')).statusCode).toBe(404);
    expect((await end(SUMMIT, BRIGHTSIDE)).statusCode).toBe(404);
    expect((await call('GET', sponsoredSuppliersUrl(BRIGHTSIDE))).statusCode).toBe(404);
    // The agency acts in Acme's products but administers none of Acme's settings.
    expect((await call('GET', partnerAssociationsUrl(ACME), 'agencyadmin')).statusCode).toBe(404);
    expect((await end(ACME, BRIGHTSIDE, 'agencyadmin')).statusCode).toBe(404);
    // A company that does not work for Acme cannot be ended there.
    const notPartner = await end(ACME, TIDEWATER);
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().code).toBe(ERROR_CODES.notFound);
    const user = await call('GET', partnerAssociationsUrl(ACME), 'user');
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe(ERROR_CODES.forbidden);
    // Super admins act for the company chosen as context; the spectator reads it only.
    for (const loginId of ['superadmin', 'spectator']) {
      expect((await call('GET', `/api/users/set-context?companyId=${SUMMIT}`, loginId)).statusCode).toBe(200);
      expect((await partners(SUMMIT, '', loginId)).items.map((p) => p.partnerCompany.id)).toEqual([BRIGHTSIDE]);
    }
    const spectator = await validate(SUMMIT, '3P-20094', 'spectator');
    expect(spectator.statusCode).toBe(403);
    expect((await end(SUMMIT, BRIGHTSIDE, 'spectator')).statusCode).toBe(403);
    expect((await validate(SUMMIT, '3P-20094', 'superadmin')).statusCode).toBe(200);
  });

  it('adds the agency a code names, logs it for both companies, and refuses it a second time', async () => {
    const res = await add(ACME, '3p-20094');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ partnerCompany: { id: TIDEWATER, businessCode: '3P-20094' } });
    const page = await partners(ACME, 'sortBy=businessCode&sortOrder=desc');
    expect(page.items.map((p) => p.partnerCompany.id)).toEqual([TIDEWATER, BRIGHTSIDE]);
    const logged = await entries('PARTNER_ASSOCIATION_ADDED');
    expect(logged.map((e) => [e.company_id, e.entity_id])).toEqual([
      [ACME, String(TIDEWATER)],
      [TIDEWATER, String(ACME)],
    ]);
    expect(logged[0]).toMatchObject({ actor: 'admin', entity_type: 'PARTNER_ASSOCIATION' });
    const again = await add(ACME, '3P-20094');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(PARTNER_ERROR_CODES.duplicate);
    expect(await entries('PARTNER_ASSOCIATION_ADDED')).toHaveLength(2);
    expect((await end(ACME, TIDEWATER)).statusCode).toBe(204);
  });

  it("ends an association: the agency's grants for the supplier go, and its users lose the supplier at once", async () => {
    const acmeTenant = TENANT.get('acme')!;
    const brightsideTenant = TENANT.get('brightside')!;
    expect(await switchOf()).toEqual(expect.arrayContaining([acmeTenant, TENANT.get('summit')!]));
    const tiles = `/api/v2/identity/tenants/${brightsideTenant}/products?associated_tenant_id=${acmeTenant}`;
    expect((await call('GET', tiles, 'partner')).statusCode).toBe(200);
    const launch = () =>
      call('POST', '/api/v1/products/SHOPPER_BEHAVIOR/launches', 'partner', { associated_tenant_id: acmeTenant });
    expect((await launch()).statusCode).toBe(200);

    const agencyGrants = () =>
      t.ctx.db
        .selectFrom('partner_product_grants')
        .innerJoin('users', 'users.id', 'partner_product_grants.user_id')
        .select(['partner_product_grants.supplier_company_id'])
        .where('users.company_id', '=', BRIGHTSIDE)
        .execute();
    const acmeGrants = (await agencyGrants()).filter((g) => g.supplier_company_id === ACME).length;
    expect(acmeGrants).toBeGreaterThanOrEqual(2);

    expect((await end(ACME, BRIGHTSIDE)).statusCode).toBe(204);

    expect(await switchOf()).toEqual([TENANT.get('summit')!]);
    expect((await call('GET', tiles, 'partner')).statusCode).toBe(404);
    expect((await launch()).statusCode).toBe(404);
    const grants = await agencyGrants();
    expect(grants.some((g) => g.supplier_company_id === ACME)).toBe(false);
    expect(grants.some((g) => g.supplier_company_id === SUMMIT)).toBe(true);
    expect((await suppliers(BRIGHTSIDE)).items.map((s) => s.supplierCompany.id)).toEqual([SUMMIT]);
    const logged = (await entries('PARTNER_ASSOCIATION_ENDED')).filter(
      (e) => e.company_id !== TIDEWATER && e.entity_id !== String(TIDEWATER),
    );
    expect(logged.map((e) => [e.company_id, e.entity_id])).toEqual([
      [ACME, String(BRIGHTSIDE)],
      [BRIGHTSIDE, String(ACME)],
    ]);
    expect(logged[0]!.description).toContain(`${acmeGrants} product grants of its users removed`);
    expect((await end(ACME, BRIGHTSIDE)).statusCode).toBe(404);

    // Added again, the agency works for Acme once more, but its users' grants stay gone until Acme grants them.
    expect((await add(ACME, '3P-20017')).statusCode).toBe(201);
    expect(await switchOf()).toEqual(expect.arrayContaining([acmeTenant]));
    expect((await suppliers(BRIGHTSIDE)).items.find((s) => s.supplierCompany.id === ACME)!.products).toEqual([]);
  });
});
