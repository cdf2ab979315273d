import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { seedReferenceData } from '../seed/reference.js';

describe(`migration 011: announcements (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-011-'));
  });
  afterEach(async () => {
    await discard();
  });

  const announcementGrants = () =>
    handle.db
      .selectFrom('group_permissions')
      .innerJoin('groups', 'groups.id', 'group_permissions.group_id')
      .innerJoin('permissions', 'permissions.id', 'group_permissions.permission_id')
      .select(['groups.name', 'permissions.action'])
      .where('permissions.resource', '=', 'ANNOUNCEMENT')
      .orderBy('groups.name')
      .orderBy('permissions.action')
      .execute();

  it('grants the new permissions to the groups a seeded database already has, once', async () => {
    await migrateTo(handle, '010-company-list');
    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    await sql`delete from group_permissions where permission_id in
      (select id from permissions where resource = 'ANNOUNCEMENT')`.execute(handle.db);
    await sql`delete from permissions where resource = 'ANNOUNCEMENT'`.execute(handle.db);

    expect(await migrateToLatest(handle)).toContain('011-announcements');
    const expected = [
      { name: 'Super Admin', action: 'LIST' },
      { name: 'Super Admin', action: 'UPDATE' },
      { name: 'Super Admin Spectator', action: 'LIST' },
    ];
    expect(await announcementGrants()).toEqual(expected);
    // The reference seed at the next start finds them there and adds nothing.
    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    expect(await announcementGrants()).toEqual(expected);
  });

  it('leaves a fresh database to the reference seed, which grants the same', async () => {
    await migrateToLatest(handle);
    expect(await handle.db.selectFrom('permissions').selectAll().execute()).toEqual([]);
    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    expect(await announcementGrants()).toEqual([
      { name: 'Super Admin', action: 'LIST' },
      { name: 'Super Admin', action: 'UPDATE' },
      { name: 'Super Admin Spectator', action: 'LIST' },
    ]);
  });
});
