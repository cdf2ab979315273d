import {
  EMAIL_DOMAIN_ERROR_CODES,
  EMAIL_DOMAIN_RULE_ERROR_CODES,
  emailDomainExceptionSchema,
  emailDomainPageSchema,
  emailDomainSchema,
  emailDomainValidationSchema,
  emailDomainsUrl,
} from '@portal/contract/email-domains';
import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER } from '@portal/contract/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmailDomains } from '../../db/seed/email-domains.js';
import { DEMO_COMPANIES } from '../../db/seed/demo-data.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { claimProblemOf, isEmailInAuthorisedDomains } from './email-domains.service.js';

/** Demo companies are inserted in order into a fresh database. */
const companyId = (key: string) => DEMO_COMPANIES.findIndex((c) => c.key === key) + 1;
const ACME = companyId('acme');
const SUMMIT = companyId('summit');
const DEL_VALLE = companyId('delvalle');
const EXCEPTIONS = (id: number) => `${emailDomainsUrl(id)}/exceptions`;
/** A domain row written directly, as one held before the claim rules (decision 055). */
const LEGACY_ROW = { allow_sub_domains: 0, is_3p_domain: 0, created_by: 'qa', created_at: 'x', updated_at: 'x' };
const ACME_SEEDED = demoEmailDomains().filter((d) => d.company === 'acme');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe(`authorised e-mail domains (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string, host: string = HOSTS.US): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, host));
    return asUser(cookies.get(loginId)!, host);
  }
  async function call(method: Method, url: string, as = 'admin', payload?: unknown, host: string = HOSTS.US) {
    const headers = await headersOf(as, host);
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  const list = async (companyId: number, query = '', as = 'admin') => {
    const res = await call('GET', `${emailDomainsUrl(companyId)}?${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return emailDomainPageSchema.parse(res.json());
  };
  const create = (companyId: number, body: unknown, as = 'admin') => call('POST', emailDomainsUrl(companyId), as, body);
  const activity = (entityId: number) =>
    t.ctx.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'EMAIL_DOMAIN')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();
  const actAs = async (loginId: string, companyId: number) => {
    const res = await call('GET', `/api/users/set-context?companyId=${companyId}`, loginId);
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('GET /api/companies/{id}/email-domains', () => {
    it("lists the company's own domains only, by name, with the spec's fields", async () => {
      const page = await list(ACME, 'pageSize=100');
      expect(page.total).toBe(ACME_SEEDED.length);
      expect(page.items.map((d) => d.domainName)).toEqual(ACME_SEEDED.map((d) => d.domainName).sort());
      const own = page.items.find((d) => d.domainName === 'acmefresh.example')!;
      expect(own).toMatchObject({ companyId: ACME, allowSubDomains: true, is3pDomain: false });
      expect(page.items.find((d) => d.domainName === 'brightside.example')).toMatchObject({ is3pDomain: true });
    });

    it('pages, sorts by each column both ways and searches by part of the name', async () => {
      for (const name of ['qa-sort-b.example', 'qa-sort-a.example', 'qa-sort-c.example']) {
        expect((await create(ACME, { domainName: name, allowSubDomains: name.includes('-b') })).statusCode).toBe(201);
      }
      const searched = await list(ACME, 'search=QA-SORT&sortOrder=desc');
      expect(searched.items.map((d) => d.domainName)).toEqual([
        'qa-sort-c.example',
        'qa-sort-b.example',
        'qa-sort-a.example',
      ]);
      const bySub = await list(ACME, 'search=qa-sort&sortBy=allowSubDomains&sortOrder=desc');
      expect(bySub.items[0]!.domainName).toBe('qa-sort-b.example');
      const byType = await list(ACME, 'sortBy=is3pDomain&sortOrder=asc&pageSize=100');
      expect(byType.items.at(-1)!.is3pDomain).toBe(true);
      const second = await list(ACME, 'search=qa-sort&pageSize=10&page=1');
      expect(second).toMatchObject({ page: 1, size: 10, total: 3, items: [] });
      expect((await list(ACME, 'search=%25')).total).toBe(0);
    });

    it('refuses an unknown sort column, a page size not offered and a bad company id', async () => {
      expect((await call('GET', `${emailDomainsUrl(ACME)}?sortBy=nope`)).statusCode).toBe(400);
      expect((await call('GET', `${emailDomainsUrl(ACME)}?pageSize=7`)).statusCode).toBe(400);
      expect((await call('GET', '/api/companies/abc/email-domains')).statusCode).toBe(404);
    });

    it("answers 404 for another company's domains, 403 without LIST EMAIL_DOMAIN, 401 signed out", async () => {
      expect((await call('GET', emailDomainsUrl(SUMMIT))).statusCode).toBe(404);
      expect((await call('GET', emailDomainsUrl(DEL_VALLE), 'admin.mx', undefined, HOSTS.MX)).statusCode).toBe(200);
      expect((await call('GET', emailDomainsUrl(ACME), 'admin.mx', undefined, HOSTS.MX)).statusCode).toBe(404);
      const user = await call('GET', emailDomainsUrl(ACME), 'user');
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ code: ERROR_CODES.forbidden });
      expect((await t.app.inject({ url: emailDomainsUrl(ACME), headers: { host: HOSTS.US } })).statusCode).toBe(401);
      // The agency working for Acme acts in Acme's products, but administers none of Acme's settings.
      expect((await call('GET', emailDomainsUrl(ACME), 'agencyadmin')).statusCode).toBe(404);
    });
  });

  describe('POST /api/companies/{id}/email-domains', () => {
    it('adds a domain lower-cased and trimmed, and writes the activity log with before and after', async () => {
      const res = await create(ACME, { domainName: '  Qa-New.Example ', allowSubDomains: true });
      expect(res.statusCode, res.body).toBe(201);
      const created = emailDomainSchema.parse(res.json());
      expect(created).toMatchObject({
        domainName: 'qa-new.example',
        companyId: ACME,
        allowSubDomains: true,
        is3pDomain: false,
      });
      const [entry] = await activity(created.id);
      expect(entry).toMatchObject({ actor: 'admin', company_id: ACME, event: 'EMAIL_DOMAIN_CREATED' });
      expect(entry!.description).toContain('before none');
      expect(entry!.description).toContain('after {"domainName":"qa-new.example","allowSubDomains":true');
    });

    it('refuses a duplicate (whatever its case) with 409 and writes nothing', async () => {
      const before = await list(ACME, 'pageSize=100');
      const res = await create(ACME, { domainName: 'ACMEFRESH.example' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: EMAIL_DOMAIN_ERROR_CODES.duplicate });
      expect((await list(ACME, 'pageSize=100')).total).toBe(before.total);
    });

    it.each([
      ['a scheme', 'https://acme.example', 'scheme'],
      ['an e-mail address', 'dana@acme.example', 'format'],
      ['one label', 'localhost', 'format'],
      ['a path', 'acme.example/path', 'format'],
      ['a label ending in a hyphen', 'acme-.example', 'format'],
      ['a numeric top-level domain', 'acme.123', 'format'],
      ['nothing', '   ', 'required'],
      ['too long a name', `${'a'.repeat(60)}.`.repeat(5) + 'example', 'tooLong'],
    ])('refuses %s with 400', async (_name, domainName, problem) => {
      const res = await create(ACME, { domainName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.validation });
      expect(res.body).toContain(problem);
    });

    it('refuses a body that is not a domain', async () => {
      expect((await create(ACME, { domainName: 42 })).statusCode).toBe(400);
      expect((await create(ACME, { domainName: 'ok.example', allowSubDomains: 'yes' })).statusCode).toBe(400);
      expect((await create(ACME, {})).statusCode).toBe(400);
    });

    it('answers 403 to a user without UPDATE EMAIL_DOMAIN, 404 for a foreign company, and takes the header', async () => {
      expect((await create(ACME, { domainName: 'qa-user.example' }, 'user')).statusCode).toBe(403);
      expect((await create(SUMMIT, { domainName: 'qa-summit.example' })).statusCode).toBe(404);
      const noHeader = await t.app.inject({
        method: 'POST',
        url: emailDomainsUrl(ACME),
        headers: { ...(await headersOf('admin')), [CSRF_HEADER]: '' },
        payload: { domainName: 'qa-csrf.example' },
      });
      expect(noHeader.statusCode).toBe(403);
    });
  });

  describe('claim rules (decision 055)', () => {
    it.each([
      ['a public mail provider', 'Gmail.com', 400, 'publicProvider'],
      ["a provider's country domain", 'prodigy.net.mx', 400, 'publicProvider'],
      ["a sub-domain of a provider's", 'eu.outlook.com', 400, 'publicProvider'],
      ['a public suffix', 'co.uk', 400, 'publicSuffix'],
      ['a country suffix', 'com.mx', 400, 'publicSuffix'],
      ["Canada's government suffix", 'gc.ca', 400, 'publicSuffix'],
      ['a private suffix', 'github.io', 400, 'publicSuffix'],
      ["the retailer's domain", 'retailer.example', 400, 'retailerDomain'],
      ["a sub-domain of the retailer's", 'stores.retailer.example', 400, 'retailerDomain'],
      ["another supplier's domain", 'summithg.example', 409, 'taken'],
      ["a sub-domain of another supplier's", 'eu.summithg.example', 409, 'taken'],
    ] as const)(
      'refuses %s with its code, and the validate call names it',
      async (_name, domainName, status, problem) => {
        const res = await create(ACME, { domainName });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ code: EMAIL_DOMAIN_RULE_ERROR_CODES[problem] });
        const check = await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'admin', { domains: [{ domainName }] });
        expect(check.json()).toMatchObject({ valid: false, rows: [{ problem }] });
      },
    );

    it("accepts a sub-domain of a registrable domain, a partner's domain, and refuses 'com' by its form", async () => {
      expect((await create(ACME, { domainName: 'mail.qa-shop.co.uk' })).statusCode).toBe(201);
      // Acme and Brightside are partners: Brightside's domain is Acme's to add (again), not Del Valle's.
      expect((await call('DELETE', `${emailDomainsUrl(ACME)}/brightside.example`)).statusCode).toBe(204);
      expect((await create(ACME, { domainName: 'brightside.example', is3pDomain: true })).statusCode).toBe(201);
      const mx = await call(
        'POST',
        emailDomainsUrl(DEL_VALLE),
        'admin.mx',
        { domainName: 'brightside.example' },
        HOSTS.MX,
      );
      expect(mx.json()).toMatchObject({ code: EMAIL_DOMAIN_ERROR_CODES.taken });
      const check = await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'admin', {
        domains: [{ domainName: 'com' }],
      });
      expect(check.json()).toMatchObject({ rows: [{ problem: 'format' }] });
    });

    it('judges a new name on update, not a kept one', async () => {
      const created = emailDomainSchema.parse((await create(ACME, { domainName: 'qa-rename.example' })).json());
      const url = `${emailDomainsUrl(ACME)}/${created.id}`;
      const renamed = await call('PUT', url, 'admin', { domainName: 'hotmail.fr' });
      expect(renamed.json()).toMatchObject({ code: EMAIL_DOMAIN_ERROR_CODES.publicProvider });
      // A domain held before the rules (here written directly) keeps being changeable under its name.
      const legacy = await t.ctx.db
        .insertInto('email_domains')
        .values({ ...LEGACY_ROW, company_id: ACME, domain_name: 'yahoo.com' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const kept = await call('PUT', `${emailDomainsUrl(ACME)}/${legacy.id}`, 'admin', {
        domainName: 'yahoo.com',
        is3pDomain: true,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await call('DELETE', `${emailDomainsUrl(ACME)}/yahoo.com`)).statusCode).toBe(204);
    });

    it("passes every demo company's seeded domains", async () => {
      for (const seeded of demoEmailDomains()) {
        expect(await claimProblemOf(t.ctx, companyId(seeded.company), seeded.domainName), seeded.domainName).toBeNull();
      }
    });
  });

  describe('POST /api/companies/{id}/email-domains/exceptions', () => {
    it('only a super admin acting for the company approves one, logged; then the company adds the domain', async () => {
      const body = { domainName: 'GMAIL.com' };
      expect((await call('POST', EXCEPTIONS(ACME), 'admin', body)).json()).toMatchObject({
        code: ERROR_CODES.forbidden,
      });
      await actAs('spectator', ACME);
      expect((await call('POST', EXCEPTIONS(ACME), 'spectator', body)).statusCode).toBe(403);
      await actAs('superadmin', ACME);
      expect((await call('POST', EXCEPTIONS(SUMMIT), 'superadmin', body)).statusCode).toBe(404);

      const res = await call('POST', EXCEPTIONS(ACME), 'superadmin', body);
      expect(res.statusCode, res.body).toBe(201);
      const approved = emailDomainExceptionSchema.parse(res.json());
      expect(approved).toMatchObject({
        companyId: ACME,
        domainName: 'gmail.com',
        rule: 'publicProvider',
        approvedBy: 'superadmin',
      });
      const entries = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('entity_type', '=', 'EMAIL_DOMAIN_EXCEPTION')
        .where('entity_id', '=', String(approved.id))
        .execute();
      expect(entries).toMatchObject([
        { actor: 'superadmin', company_id: ACME, event: 'EMAIL_DOMAIN_EXCEPTION_APPROVED' },
      ]);
      expect(JSON.parse(entries[0]!.after_value!)).toEqual({ domainName: 'gmail.com', rule: 'publicProvider' });

      expect((await call('POST', EXCEPTIONS(ACME), 'superadmin', body)).json()).toMatchObject({
        code: EMAIL_DOMAIN_ERROR_CODES.exceptionExists,
      });
      expect(
        (await call('POST', EXCEPTIONS(ACME), 'superadmin', { domainName: 'qa-plain.example' })).json(),
      ).toMatchObject({ code: EMAIL_DOMAIN_ERROR_CODES.exceptionNotNeeded });

      // The company's admin may now add it (the exception is for that name only), and the list says why.
      const check = await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'admin', {
        domains: [{ domainName: 'gmail.com' }, { domainName: 'mail.gmail.com' }],
      });
      expect(check.json()).toMatchObject({ rows: [{ problem: null }, { problem: 'publicProvider' }] });
      const added = await create(ACME, { domainName: 'gmail.com' });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ approvedByException: true });
      expect((await list(ACME, 'search=gmail')).items).toMatchObject([
        { domainName: 'gmail.com', approvedByException: true },
      ]);
      expect((await list(ACME, 'search=acmefresh')).items).toMatchObject([{ approvedByException: false }]);

      // No exception lifts another company's hold: gmail.com is Acme's now, not Summit's.
      await actAs('superadmin', SUMMIT);
      expect((await call('POST', EXCEPTIONS(SUMMIT), 'superadmin', body)).json()).toMatchObject({
        code: EMAIL_DOMAIN_ERROR_CODES.taken,
      });
      expect((await call('POST', EXCEPTIONS(SUMMIT), 'superadmin', { domainName: 'nodot' })).statusCode).toBe(400);
      expect((await call('GET', '/api/users/reset-context', 'superadmin')).statusCode).toBe(200);
    });
  });

  describe('POST /api/companies/{id}/email-domains/validate', () => {
    it('says per row what fails and why, and changes nothing', async () => {
      const before = await list(ACME, 'pageSize=100');
      const res = await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'admin', {
        domains: [
          { domainName: 'Fresh-One.example' },
          { domainName: 'acmefresh.example' },
          { domainName: 'http://x.example' },
          { domainName: 'fresh-one.EXAMPLE' },
          { domainName: 'nodot' },
          { domainName: '' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(emailDomainValidationSchema.parse(res.json())).toEqual({
        valid: false,
        rows: [
          { domainName: 'fresh-one.example', problem: null },
          { domainName: 'acmefresh.example', problem: 'duplicate' },
          { domainName: 'http://x.example', problem: 'scheme' },
          { domainName: 'fresh-one.example', problem: 'repeated' },
          { domainName: 'nodot', problem: 'format' },
          { domainName: '', problem: 'required' },
        ],
      });
      expect((await list(ACME, 'pageSize=100')).total).toBe(before.total);
    });

    it("does not count the edited domain's own name as a duplicate", async () => {
      const own = (await list(ACME, 'search=acmefresh')).items[0]!;
      const res = await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'admin', {
        domains: [{ domainName: own.domainName, id: own.id }],
      });
      expect(res.json()).toEqual({ valid: true, rows: [{ domainName: own.domainName, problem: null }] });
    });

    it('refuses no rows, too many rows, a foreign company and a user without UPDATE', async () => {
      const url = `${emailDomainsUrl(ACME)}/validate`;
      expect((await call('POST', url, 'admin', { domains: [] })).statusCode).toBe(400);
      const many = Array.from({ length: 101 }, (_, i) => ({ domainName: `d${i}.example` }));
      expect((await call('POST', url, 'admin', { domains: many })).statusCode).toBe(400);
      expect(
        (await call('POST', `${emailDomainsUrl(SUMMIT)}/validate`, 'admin', { domains: many.slice(0, 1) })).statusCode,
      ).toBe(404);
      expect((await call('POST', url, 'user', { domains: many.slice(0, 1) })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/companies/{id}/email-domains/{id}', () => {
    it('changes name and flags, logging before and after', async () => {
      const created = emailDomainSchema.parse((await create(ACME, { domainName: 'qa-edit.example' })).json());
      const res = await call('PUT', `${emailDomainsUrl(ACME)}/${created.id}`, 'admin', {
        domainName: 'QA-Edited.example',
        allowSubDomains: true,
        is3pDomain: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        ...created,
        domainName: 'qa-edited.example',
        allowSubDomains: true,
        is3pDomain: true,
      });
      expect((await list(ACME, 'search=qa-edited')).items).toEqual([res.json()]);
      const [, updated] = await activity(created.id);
      expect(updated).toMatchObject({ event: 'EMAIL_DOMAIN_UPDATED', actor: 'admin' });
      expect(updated!.description).toContain('before {"domainName":"qa-edit.example","allowSubDomains":false');
      expect(updated!.description).toContain('after {"domainName":"qa-edited.example","allowSubDomains":true');
    });

    it("keeps its own name, refuses another domain's name (409), bad input (400) and foreign ids (404)", async () => {
      const created = emailDomainSchema.parse((await create(ACME, { domainName: 'qa-keep.example' })).json());
      const url = `${emailDomainsUrl(ACME)}/${created.id}`;
      expect((await call('PUT', url, 'admin', { domainName: 'qa-keep.example', is3pDomain: true })).statusCode).toBe(
        200,
      );
      const taken = await call('PUT', url, 'admin', { domainName: 'acmefresh.example' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: EMAIL_DOMAIN_ERROR_CODES.duplicate });
      expect((await call('PUT', url, 'admin', { domainName: 'ftp://x.example' })).statusCode).toBe(400);
      expect(
        (await call('PUT', `${emailDomainsUrl(ACME)}/999999`, 'admin', { domainName: 'x.example' })).statusCode,
      ).toBe(404);
      // Del Valle's domain through Acme's path: not Acme's.
      const foreign = await t.ctx.db
        .selectFrom('email_domains')
        .select('id')
        .where('company_id', '=', DEL_VALLE)
        .executeTakeFirstOrThrow();
      expect(
        (await call('PUT', `${emailDomainsUrl(ACME)}/${foreign.id}`, 'admin', { domainName: 'y.example' })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `${emailDomainsUrl(ACME)}/${created.id}`, 'user', { domainName: 'z.example' })).statusCode,
      ).toBe(403);
    });
  });

  describe('DELETE /api/companies/{id}/email-domains/{domainName}', () => {
    it('removes the domain by name (any case), logging what it was; a second delete is 404', async () => {
      const created = emailDomainSchema.parse((await create(ACME, { domainName: 'qa-gone.example' })).json());
      const url = `${emailDomainsUrl(ACME)}/QA-GONE.example`;
      const res = await call('DELETE', url);
      expect(res.statusCode, res.body).toBe(204);
      expect((await list(ACME, 'search=qa-gone')).total).toBe(0);
      const [, deleted] = await activity(created.id);
      expect(deleted).toMatchObject({ event: 'EMAIL_DOMAIN_DELETED', company_id: ACME });
      expect(deleted!.description).toContain('before {"domainName":"qa-gone.example"');
      expect(deleted!.description).toContain('after none');
      expect((await call('DELETE', url)).statusCode).toBe(404);
    });

    it("answers 404 for another company's domain and 403 without UPDATE", async () => {
      expect((await call('DELETE', `${emailDomainsUrl(SUMMIT)}/summitsnacks.example`)).statusCode).toBe(404);
      expect((await call('DELETE', `${emailDomainsUrl(ACME)}/acmefresh.example`, 'user')).statusCode).toBe(403);
      expect((await list(ACME, 'search=acmefresh')).total).toBe(1);
    });
  });

  describe('super admins', () => {
    it('act on the company whose context they hold, and only on it', async () => {
      expect((await call('GET', emailDomainsUrl(ACME), 'superadmin')).statusCode).toBe(404);
      await actAs('superadmin', ACME);
      expect((await list(ACME, '', 'superadmin')).total).toBeGreaterThan(0);
      expect((await call('GET', emailDomainsUrl(SUMMIT), 'superadmin')).statusCode).toBe(404);
      const res = await create(ACME, { domainName: 'qa-super.example' }, 'superadmin');
      expect(res.statusCode, res.body).toBe(201);
      const [entry] = await activity(emailDomainSchema.parse(res.json()).id);
      expect(entry).toMatchObject({ actor: 'superadmin', company_id: ACME });
    });

    // The spectator's group holds LIST but not UPDATE EMAIL_DOMAIN: refused by permission before the view-only gate.
    it('the spectator reads the domains of the company viewed, and changes nothing (403)', async () => {
      await actAs('spectator', ACME);
      expect((await list(ACME, '', 'spectator')).total).toBeGreaterThan(0);
      const own = (await list(ACME, 'search=acmefresh', 'spectator')).items[0]!;
      const attempts = [
        await create(ACME, { domainName: 'qa-spectator.example' }, 'spectator'),
        await call('POST', `${emailDomainsUrl(ACME)}/validate`, 'spectator', {
          domains: [{ domainName: 'a.example' }],
        }),
        await call('PUT', `${emailDomainsUrl(ACME)}/${own.id}`, 'spectator', { domainName: 'b.example' }),
        await call('DELETE', `${emailDomainsUrl(ACME)}/${own.domainName}`, 'spectator'),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: ERROR_CODES.forbidden });
      }
      expect((await list(ACME, 'search=acmefresh')).items).toEqual([own]);
    });
  });

  describe('isEmailInAuthorisedDomains', () => {
    it('accepts the same domain in any case, sub-domains only where allowed, and nothing else', async () => {
      const db = t.ctx.db;
      // acmefresh.example allows sub-domains; brightside.example (3P) does not.
      expect(await isEmailInAuthorisedDomains(db, ACME, 'new.person@AcmeFresh.example')).toBe(true);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'x@us.acmefresh.example')).toBe(true);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'x@brightside.example')).toBe(true);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'x@team.brightside.example')).toBe(false);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'x@notacmefresh.example')).toBe(false);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'x@acmefresh.example.evil')).toBe(false);
      expect(await isEmailInAuthorisedDomains(db, ACME, 'no-at-sign')).toBe(false);
      expect(await isEmailInAuthorisedDomains(db, ACME, '@acmefresh.example')).toBe(false);
      expect(await isEmailInAuthorisedDomains(db, SUMMIT, 'x@acmefresh.example')).toBe(false);
    });
  });
});
