import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { GROUPS, PERMISSIONS } from '@portal/contract/permissions';
import { ACTIVE_SUPPORT_TYPES } from '@portal/contract/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { seedReferenceData } from './reference.js';
import { supportCategoryRows } from './support.js';

describe('support reference lists', () => {
  const { categories, texts } = supportCategoryRows();

  it('has unique ids, parents of the right kind, and a title in every language', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const parentKind: Record<string, string | null> = {
      ISSUE: 'SUPPORT_TYPE',
      ISSUE_TYPE: 'ISSUE',
      SUB_ISSUE_TYPE: 'ISSUE_TYPE',
    };
    for (const c of categories) {
      const expected = parentKind[c.kind];
      if (expected) expect(byId.get(c.parent_id!)?.kind, String(c.id)).toBe(expected);
      else expect(c.parent_id).toBeNull();
      for (const locale of ALLOWED_LOCALES)
        expect(
          texts.find((t) => t.category_id === c.id && t.locale === locale)?.title,
          `${c.id} ${locale}`,
        ).toBeTruthy();
    }
  });

  it('has every active support type of every market, with the spec’s issues 2047 and 1805', () => {
    const supportTypes = categories.filter((c) => c.kind === 'SUPPORT_TYPE').map((c) => c.id);
    for (const id of new Set(Object.values(ACTIVE_SUPPORT_TYPES).flat())) expect(supportTypes).toContain(id);
    expect(categories.find((c) => c.id === 2047)).toMatchObject({ kind: 'ISSUE', parent_id: 1463 });
    expect(categories.find((c) => c.id === 1805)).toMatchObject({ kind: 'ISSUE', parent_id: 1465 });
  });
});

describe(`the Support Agent group (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const grantsOf = async (group: string) =>
    (
      await t.ctx.db
        .selectFrom('group_permissions')
        .innerJoin('groups', 'groups.id', 'group_permissions.group_id')
        .innerJoin('permissions', 'permissions.id', 'group_permissions.permission_id')
        .select(['permissions.action', 'permissions.resource'])
        .where('groups.name', '=', group)
        .execute()
    ).map((p) => `${p.action} ${p.resource}`);

  it('holds UPDATE SUPPORT_INCIDENT and is added to a database seeded before it existed, leaving other groups as edited', async () => {
    const { action, resource } = PERMISSIONS.workSupportIncidents;
    expect(await grantsOf(GROUPS.supportAgent)).toEqual([`${action} ${resource}`]);
    const agentGroup = await t.ctx.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', GROUPS.supportAgent)
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('group_permissions').where('group_id', '=', agentGroup.id).execute();
    await t.ctx.db.deleteFrom('groups').where('id', '=', agentGroup.id).execute();
    const adminGroup = await t.ctx.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', GROUPS.admin)
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('group_permissions').where('group_id', '=', adminGroup.id).execute();

    await seedReferenceData(t.ctx.db, t.config);
    expect(await grantsOf(GROUPS.supportAgent)).toEqual([`${action} ${resource}`]);
    expect(await grantsOf(GROUPS.admin)).toEqual([]);
  });
});
