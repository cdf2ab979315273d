import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { userRow } from '../../test/user-rows.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe(`migration 031: users' copies of their company's and group's names (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-031-'));
  });
  afterEach(async () => {
    await discard();
  });

  const NOW = '2026-11-01T00:00:00.000Z';

  async function addCompany(name: string, type: 'SUPPLIER' | 'THIRD_PARTY_AGENCY', tenantId: number): Promise<number> {
    const row = await handle.db
      .insertInto('companies')
      .values({
        name,
        type,
        market: 'US',
        account_type: 'CHARTER',
        status: 'ACTIVE',
        primary_contact_email: `owner${tenantId}@copies.example`,
        tenant_id: tenantId,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function addGroup(name: string): Promise<number> {
    return (await handle.db.insertInto('groups').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function addUser(login: string, companyId: number | null, groupId: number): Promise<void> {
    const userType = companyId === null ? 'INTERNAL' : 'EXTERNAL';
    await handle.db
      .insertInto('users')
      .values(userRow({ login_id: login, company_id: companyId, group_id: groupId, user_type: userType }))
      .execute();
  }

  function copiesOf(login: string) {
    return handle.db
      .selectFrom('users')
      .select(['company_name', 'company_type', 'group_name'])
      .where('login_id', '=', login)
      .executeTakeFirstOrThrow();
  }

  it('copies the names of the users already kept, and keeps them as users, companies and groups change', async () => {
    await migrateTo(handle, '030-activity-log');
    await sql`insert into markets (code, name, hosts, default_locale) values ('US', 'United States', 'localhost', 'en-US')
      on conflict (code) do nothing`.execute(handle.db);
    const erabliere = await addCompany('Érablière Côté', 'SUPPLIER', 93101);
    const agency = await addCompany('Agence Nord', 'THIRD_PARTY_AGENCY', 93102);
    const analysts = await addGroup('analysts');
    const admins = await addGroup('admins');
    await addUser('before', erabliere, analysts);
    expect(await migrateToLatest(handle)).toContain('031-directory-company-copies');
    expect(await copiesOf('before')).toEqual({
      company_name: 'Érablière Côté',
      company_type: 'SUPPLIER',
      group_name: 'analysts',
    });

    await addUser('after', agency, admins);
    await addUser('internal', null, analysts);
    expect(await copiesOf('after')).toEqual({
      company_name: 'Agence Nord',
      company_type: 'THIRD_PARTY_AGENCY',
      group_name: 'admins',
    });
    expect(await copiesOf('internal')).toEqual({ company_name: null, company_type: null, group_name: 'analysts' });

    await handle.db
      .updateTable('users')
      .set({ company_id: agency, group_id: admins })
      .where('login_id', '=', 'before')
      .execute();
    expect(await copiesOf('before')).toEqual({
      company_name: 'Agence Nord',
      company_type: 'THIRD_PARTY_AGENCY',
      group_name: 'admins',
    });

    await handle.db
      .updateTable('companies')
      .set({ name: 'Agence Sud', type: 'SUPPLIER' as const })
      .where('id', '=', agency)
      .execute();
    await handle.db.updateTable('groups').set({ name: 'administrators' }).where('id', '=', admins).execute();
    for (const login of ['before', 'after']) {
      expect(await copiesOf(login)).toEqual({
        company_name: 'Agence Sud',
        company_type: 'SUPPLIER',
        group_name: 'administrators',
      });
    }
    // A change of another column leaves the copies as they are.
    await sql`update users set first_name = 'Noémie' where login_id = 'internal'`.execute(handle.db);
    expect(await copiesOf('internal')).toEqual({ company_name: null, company_type: null, group_name: 'analysts' });
  });
});
