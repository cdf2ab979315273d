import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { grantPermission } from './041-knowledge-base.js';

/** UPDATE KNOWLEDGE_BASE and the Content Editor group: from the reference seed when fresh, from 041 when seeded. */
describe(`migration 041: the knowledge base's permission (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const holders = async () =>
    (
      await t.ctx.db
        .selectFrom('group_permissions as gp')
        .innerJoin('groups as g', 'g.id', 'gp.group_id')
        .innerJoin('permissions as p', 'p.id', 'gp.permission_id')
        .select('g.name')
        .where('p.action', '=', 'UPDATE')
        .where('p.resource', '=', 'KNOWLEDGE_BASE')
        .orderBy('g.name')
        .execute()
    ).map((r) => r.name);

  it('a fresh database has them from the reference seed', async () => {
    expect(await holders()).toEqual(['Content Editor', 'Super Admin']);
  });

  it('a database seeded before them gets them from the migration, once', async () => {
    const permission = await t.ctx.db
      .selectFrom('permissions')
      .select('id')
      .where('action', '=', 'UPDATE')
      .where('resource', '=', 'KNOWLEDGE_BASE')
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('group_permissions').where('permission_id', '=', permission.id).execute();
    await t.ctx.db.deleteFrom('permissions').where('id', '=', permission.id).execute();
    await t.ctx.db.deleteFrom('groups').where('name', '=', 'Content Editor').execute();
    expect(await holders()).toEqual([]);
    // The migration sees the database untyped, as every migration does.
    const untyped = t.ctx.db as unknown as Kysely<unknown>;
    await grantPermission(untyped);
    await grantPermission(untyped);
    expect(await holders()).toEqual(['Content Editor', 'Super Admin']);
  });
});
