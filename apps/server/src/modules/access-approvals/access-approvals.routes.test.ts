import {
  ACCESS_APPROVAL_ERROR_CODES,
  accessApprovalPageSchema,
  bulkAccessApprovalResponseSchema,
} from '@portal/contract/access-approvals';
import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { tenantProductsResponseSchema } from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantIds } from '../../db/seed/demo.js';
import { hashToken, SESSION_COOKIE } from '../../platform/session.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, hostOfLogin, type TestApp } from '../../test/helper.js';
import { setActingCompany } from '../../test/queries.js';

const TENANT = demoTenantIds();
const ACME = TENANT.get('acme')!;
const BLUE_RIDGE = TENANT.get('blueridge')!;
/** Extra pending requests to Acme, so the list has pages: their requesters' names sort in a known order. */
const EXTRA = 11;

describe(`access-request approvals (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  let acmeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = (
      await t.ctx.db.selectFrom('companies').select('id').where('tenant_id', '=', ACME).executeTakeFirstOrThrow()
    ).id;
    const pendingForAcme = (
      await t.ctx.db
        .selectFrom('access_requests')
        .select('requester_user_id')
        .where('target_company_id', '=', acmeId)
        .execute()
    ).map((r) => r.requester_user_id);
    const others = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('company_id', 'is not', null)
      .where('company_id', '!=', acmeId)
      .where('id', 'not in', pendingForAcme)
      .orderBy('id')
      .limit(EXTRA)
      .execute();
    expect(others).toHaveLength(EXTRA);
    for (const [i, user] of others.entries()) {
      const n = String(i + 1).padStart(2, '0');
      await t.ctx.db
        .insertInto('access_requests')
        .values({
          requester_user_id: user.id,
          requester_company_id: user.company_id,
          target_company_id: acmeId,
          first_name: `Fuzzy${n}`,
          last_name: `Extra${String(EXTRA - i).padStart(2, '0')}`,
          email: `extra${n}@requesters.example`,
          products: JSON.stringify(['REPORT_BUILDER']),
          product_text: i % 2 === 0 ? 'Report Builder' : 'Channel Insights',
          requestor_note: `Note ${n}`,
          state: 'PENDING',
          create_time: `2026-01-${n}T10:00:00.000Z`,
          decided_by: null,
          decided_at: null,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, hostOfLogin(loginId)));
    return asUser(cookies.get(loginId)!, hostOfLogin(loginId));
  }
  const list = async (as: string | null, query = '', tenant = ACME) =>
    t.app.inject({
      url: `/api/v1/identity/accounts/${tenant}/access-requests${query}`,
      headers: as ? await headersOf(as) : { host: 'localhost' },
    });
  const decide = async (as: string | null, approvals: unknown, tenant = ACME) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/identity/accounts/${tenant}/bulk-access-requests`,
      headers: as ? await headersOf(as) : { host: 'localhost', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { approvals } as Record<string, unknown>,
    });
  const pendingOf = async (tenantId: number) =>
    t.ctx.db
      .selectFrom('access_requests')
      .innerJoin('companies', 'companies.id', 'access_requests.target_company_id')
      .innerJoin('users', 'users.id', 'access_requests.requester_user_id')
      .select([
        'access_requests.id',
        'access_requests.products',
        'access_requests.requester_user_id',
        'users.login_id',
        'access_requests.first_name',
      ])
      .where('companies.tenant_id', '=', tenantId)
      .where('access_requests.state', '=', 'PENDING')
      .orderBy('access_requests.id')
      .execute();
  const stateOf = async (id: number) =>
    (await t.ctx.db.selectFrom('access_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).state;
  const setLanguage = async (loginId: string, language: string) => {
    await t.ctx.db
      .insertInto('user_preferences')
      .values({
        login_id: loginId,
        timezone: 'America/Chicago',
        language_code: language,
        settings: '{}',
        updated_at: '',
      })
      .onConflict((oc) => oc.column('login_id').doUpdateSet({ language_code: language }))
      .execute();
  };
  const mailsTo = async (email: string) =>
    t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

  describe('the list', () => {
    it("answers the company's pending requests only, newest first, as the admin table's row", async () => {
      const res = await list('admin');
      expect(res.statusCode, res.body).toBe(200);
      const page = accessApprovalPageSchema.parse(res.json());
      const pending = await pendingOf(ACME);
      expect(page).toMatchObject({ total: pending.length, page: 0, size: 10 });
      expect(page.total).toBe(EXTRA + 2);
      expect(page.items).toHaveLength(10);
      const times = page.items.map((r) => r.create_time);
      expect(times).toEqual([...times].sort().reverse());
      expect(page.items.every((r) => r.state === 'PENDING' && r.tenant_id === ACME)).toBe(true);
      expect(page.items[0]).toMatchObject({
        company_name: 'Acme Fresh Foods',
        requestor_note: 'Bundle offer analysis.',
      });
      const last = accessApprovalPageSchema.parse((await list('admin', '?page=1&page_size=10')).json());
      expect(last.items).toHaveLength(EXTRA + 2 - 10);
      expect(last.items.at(-1)).toMatchObject({ first_name: 'Fuzzy01', email: 'extra01@requesters.example' });
    });

    it('sorts by each sortable column either way and refuses others', async () => {
      const names = async (query: string) =>
        accessApprovalPageSchema
          .parse((await list('admin', `${query}&search=requesters.example&page_size=25`)).json())
          .items.map((r) => r.last_name);
      const ascending = Array.from({ length: EXTRA }, (_, i) => `Extra${String(i + 1).padStart(2, '0')}`);
      expect(await names('?sortBy=last_name&sortOrder=asc')).toEqual(ascending);
      expect(await names('?sortBy=last_name&sortOrder=desc')).toEqual([...ascending].reverse());
      expect(await names('?sortBy=first_name&sortOrder=asc')).toEqual([...ascending].reverse());
      expect(await names('?sortBy=email&sortOrder=desc')).toEqual(ascending);
      expect(await names('?sortBy=create_time&sortOrder=asc')).toEqual([...ascending].reverse());
      for (const bad of ['?sortBy=requestor_note', '?sortOrder=up', '?page_size=7', '?page=-1'])
        expect((await list('admin', bad)).statusCode, bad).toBe(400);
    });

    it('searches names, e-mails and products case-insensitively, % and _ as themselves', async () => {
      const total = async (search: string) =>
        (await list('admin', `?search=${encodeURIComponent(search)}`)).json<{ total: number }>().total;
      expect(await total('FUZZY0')).toBe(9);
      expect(await total('extra11@')).toBe(1);
      expect(await total('extra11')).toBe(2);
      const byProduct = accessApprovalPageSchema.parse(
        (await list('admin', '?search=CHANNEL%20insights&page_size=25')).json(),
      );
      expect(byProduct.total).toBeGreaterThanOrEqual(5);
      expect(byProduct.items).toHaveLength(byProduct.total);
      expect(byProduct.items.every((r) => r.product_text.includes('Channel Insights'))).toBe(true);
      expect(await total('%')).toBe(0);
      expect(await total('_')).toBe(0);
      const found = accessApprovalPageSchema.parse((await list('admin', '?search=extra07@')).json());
      expect(found.items.map((r) => r.first_name)).toEqual(['Fuzzy07']);
    });

    it("answers 404 for another company's tenant, 403 without the permission, 401 signed out", async () => {
      for (const tenant of [BLUE_RIDGE, 999_999, 0]) {
        const res = await list('admin', '', tenant);
        expect(res.statusCode, String(tenant)).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
      expect((await list('user')).statusCode).toBe(403);
      expect((await list('partner')).statusCode).toBe(403);
      expect((await list('agencyadmin')).statusCode).toBe(404);
      expect((await list(null)).statusCode).toBe(401);
      expect((await list('admin', '', Number.NaN)).statusCode).toBe(400);
    });

    it('serves a super admin and the spectator only for the company they act for; the spectator changes nothing', async () => {
      for (const loginId of ['superadmin', 'spectator']) {
        expect((await list(loginId)).statusCode).toBe(404);
        await headersOf(loginId);
        const token = hashToken(cookies.get(loginId)!.slice(SESSION_COOKIE.length + 1));
        await setActingCompany(t.ctx.db, token, acmeId);
        try {
          expect((await list(loginId)).statusCode).toBe(200);
          expect((await list(loginId, '', BLUE_RIDGE)).statusCode).toBe(404);
          if (loginId === 'spectator') {
            const [first] = await pendingOf(ACME);
            const res = await decide(loginId, [{ id: String(first!.id), decision: 'APPROVE' }]);
            expect(res.statusCode).toBe(403);
            expect(await stateOf(first!.id)).toBe('PENDING');
          }
        } finally {
          await setActingCompany(t.ctx.db, token, null);
        }
      }
    });
  });

  describe('deciding', () => {
    it("approves: grants the products (the requester's tiles show access), logs before and after, e-mails the requester", async () => {
      const summit = (await pendingOf(ACME)).find((r) => !r.first_name.startsWith('Fuzzy'))!;
      const products: string[] = JSON.parse(summit.products);
      await t.ctx.db
        .deleteFrom('user_products')
        .where('user_id', '=', summit.requester_user_id)
        .where('product_code', 'in', products)
        .execute();
      const requester = await t.ctx.db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select(['users.email', 'companies.tenant_id'])
        .where('users.id', '=', summit.requester_user_id)
        .executeTakeFirstOrThrow();
      const tiles = async () =>
        tenantProductsResponseSchema
          .parse(
            (
              await t.app.inject({
                url: `/api/v2/identity/tenants/${requester.tenant_id}/products`,
                headers: await headersOf(summit.login_id),
              })
            ).json(),
          )
          .products.filter((p) => products.includes(p.code))
          .map((p) => p.accessStatus);
      expect(await tiles()).not.toContain('ACCESS_COMPLETE');
      await setLanguage(summit.login_id, 'en-US');

      const res = await decide('admin', [{ id: String(summit.id), decision: 'APPROVE' }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(bulkAccessApprovalResponseSchema.parse(res.json())).toEqual({
        results: [{ id: String(summit.id), status: 200, outcome: 'APPROVED', state: 'APPROVED' }],
        approved: 1,
        rejected: 0,
        conflicts: 0,
      });
      const stored = await t.ctx.db
        .selectFrom('access_requests')
        .selectAll()
        .where('id', '=', summit.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ state: 'APPROVED', decided_by: 'admin', decided_at: t.clock.now().toISOString() });
      const shown = await tiles();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((s) => s === 'ACCESS_COMPLETE')).toBe(true);

      const log = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('entity_type', '=', 'ACCESS_REQUEST')
        .where('entity_id', '=', String(summit.id))
        .where('event', '=', 'ACCESS_REQUEST_APPROVED')
        .executeTakeFirstOrThrow();
      expect(log).toMatchObject({ actor: 'admin', company_id: acmeId });
      expect(log.description).toContain(`Before: state PENDING; grants ${products[0]}=none`);
      expect(log.description).toContain(`After: state APPROVED; grants ${products[0]}=ACCESS_COMPLETE`);

      const [mail] = (await mailsTo(requester.email)).filter((m) => m.template === 'access-request-approved');
      expect(mail).toMatchObject({ locale: 'en-US', subject: 'Your access request for Acme Fresh Foods was approved' });
      expect(mail!.text_body).toContain('/apps');
      expect(mail!.text_body).not.toContain('{');
    });

    it("rejects with a note, in the requester's language, granting nothing", async () => {
      for (const [language, subject, noteLabel] of [
        [
          'fr-CA',
          'Votre demande d’accès à Acme Fresh Foods a été refusée',
          'Note de l’administrateur : Pas cette fois',
        ],
        ['es-MX', 'Se rechazó tu solicitud de acceso a Acme Fresh Foods', 'Nota del administrador: Pas cette fois'],
      ] as const) {
        const request = (await pendingOf(ACME)).find((r) => r.first_name.startsWith('Fuzzy'))!;
        await setLanguage(request.login_id, language);
        const before = await t.ctx.db
          .selectFrom('user_products')
          .selectAll()
          .where('user_id', '=', request.requester_user_id)
          .orderBy('product_code')
          .execute();
        const res = await decide('admin', [{ id: String(request.id), decision: 'REJECT', note: ' Pas cette fois ' }]);
        expect(res.json()).toMatchObject({
          rejected: 1,
          approved: 0,
          results: [{ outcome: 'REJECTED', state: 'REJECTED' }],
        });
        const stored = await t.ctx.db
          .selectFrom('access_requests')
          .selectAll()
          .where('id', '=', request.id)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ state: 'REJECTED', decision_note: 'Pas cette fois' });
        const after = await t.ctx.db
          .selectFrom('user_products')
          .selectAll()
          .where('user_id', '=', request.requester_user_id)
          .orderBy('product_code')
          .execute();
        expect(after).toEqual(before);
        const email = (
          await t.ctx.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', request.requester_user_id)
            .executeTakeFirstOrThrow()
        ).email;
        const mail = (await mailsTo(email)).filter((m) => m.template === 'access-request-rejected').at(-1)!;
        expect(mail).toMatchObject({ locale: language, subject });
        expect(mail.text_body).toContain(noteLabel);
        expect(mail.text_body).toContain('/profile/requestAccess');
      }
    });

    it('answers a request decided already with a 409 in its place, deciding the others of the batch', async () => {
      const [decided] = (
        await t.ctx.db
          .selectFrom('access_requests')
          .select('id')
          .where('target_company_id', '=', acmeId)
          .where('state', '=', 'REJECTED')
          .execute()
      ).map((r) => r.id);
      const [first, second] = await pendingOf(ACME);
      const outbox = async () => (await t.ctx.db.selectFrom('outbox').select('id').execute()).length;
      const mailsBefore = await outbox();
      const res = await decide('admin', [
        { id: String(first!.id), decision: 'APPROVE' },
        { id: String(decided), decision: 'APPROVE' },
        { id: String(second!.id), decision: 'REJECT' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(bulkAccessApprovalResponseSchema.parse(res.json())).toEqual({
        results: [
          { id: String(first!.id), status: 200, outcome: 'APPROVED', state: 'APPROVED' },
          {
            id: String(decided),
            status: 409,
            outcome: 'ALREADY_DECIDED',
            state: 'REJECTED',
            code: ACCESS_APPROVAL_ERROR_CODES.alreadyDecided,
          },
          { id: String(second!.id), status: 200, outcome: 'REJECTED', state: 'REJECTED' },
        ],
        approved: 1,
        rejected: 1,
        conflicts: 1,
      });
      expect(await stateOf(decided!)).toBe('REJECTED');
      expect(await outbox()).toBe(mailsBefore + 2);
      const again = await decide('admin', [{ id: String(first!.id), decision: 'REJECT' }]);
      expect(again.json()).toMatchObject({ conflicts: 1, results: [{ status: 409, state: 'APPROVED' }] });
      expect(await stateOf(first!.id)).toBe('APPROVED');
    });

    it('decides a request once when two admins answer it at the same moment', async () => {
      const [request] = await pendingOf(ACME);
      const mails = async () =>
        (await t.ctx.db.selectFrom('outbox').select('id').where('template', 'like', 'access-request-%').execute())
          .length;
      const before = await mails();
      const answers = await Promise.all(
        (['APPROVE', 'REJECT'] as const).map((decision) => decide('admin', [{ id: String(request!.id), decision }])),
      );
      const outcomes = answers.map((res) => bulkAccessApprovalResponseSchema.parse(res.json()).results[0]!.outcome);
      expect(outcomes.filter((o) => o === 'ALREADY_DECIDED')).toHaveLength(1);
      const winner = outcomes.find((o) => o !== 'ALREADY_DECIDED');
      expect(await stateOf(request!.id)).toBe(winner);
      expect(await mails()).toBe(before + 1);
      const logged = await t.ctx.db
        .selectFrom('activity_log')
        .select('event')
        .where('entity_type', '=', 'ACCESS_REQUEST')
        .where('entity_id', '=', String(request!.id))
        .where('event', 'in', ['ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED'])
        .execute();
      expect(logged).toHaveLength(1);
    });

    it("answers 404 for another company's request or tenant, deciding nothing of the batch", async () => {
      const [foreign] = await pendingOf(BLUE_RIDGE);
      const [own] = await pendingOf(ACME);
      for (const [tenant, ids] of [
        [ACME, [own!.id, foreign!.id]],
        [ACME, [own!.id, 2_000_000_000]],
        [BLUE_RIDGE, [foreign!.id]],
      ] as const) {
        const res = await decide(
          'admin',
          ids.map((id) => ({ id: String(id), decision: 'APPROVE' })),
          tenant,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
      expect(await stateOf(own!.id)).toBe('PENDING');
      expect(await stateOf(foreign!.id)).toBe('PENDING');
    });

    it('refuses bad input, callers without APPROVE ACCESS_REQUEST and signed-out callers', async () => {
      const [own] = await pendingOf(ACME);
      const id = String(own!.id);
      for (const bad of [
        [],
        [{ id, decision: 'MAYBE' }],
        [{ id: 'abc', decision: 'APPROVE' }],
        [{ id: '0', decision: 'APPROVE' }],
        [
          { id, decision: 'APPROVE' },
          { id, decision: 'REJECT' },
        ],
        [{ id, decision: 'REJECT', note: 'x'.repeat(501) }],
        Array.from({ length: 101 }, (_, i) => ({ id: String(i + 1), decision: 'APPROVE' })),
      ]) {
        const res = await decide('admin', bad);
        expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      }
      for (const [loginId, status] of [
        ['user', 403],
        ['noaccess', 403],
        ['superadmin', 404],
        ['agencyadmin', 404],
        [null, 401],
      ] as const) {
        expect((await decide(loginId, [{ id, decision: 'APPROVE' }])).statusCode, String(loginId)).toBe(status);
      }
      expect(await stateOf(own!.id)).toBe('PENDING');
    });
  });
});
