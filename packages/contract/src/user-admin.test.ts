import { describe, expect, it } from 'vitest';
import {
  blockUsersSchema,
  exportParamsSchema,
  unblockUsersSchema,
  USER_ADMIN_FIELD_ERRORS,
  userListQuerySchema,
  userProfileUpdateSchema,
} from './user-admin.js';

describe('user administration contract', () => {
  it('reads the users tab by default, with the admin page sizes', () => {
    expect(userListQuerySchema.parse({})).toEqual({ tab: 'users', page: 0, pageSize: 10 });
    expect(userListQuerySchema.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(userListQuerySchema.parse({ tab: 'blocked', pageSize: '75', page: '2' })).toMatchObject({
      tab: 'blocked',
      pageSize: 75,
      page: 2,
    });
  });

  it("accepts only the tab's own sort columns", () => {
    expect(userListQuerySchema.safeParse({ sortBy: 'uiLastLoginTime' }).success).toBe(true);
    expect(userListQuerySchema.safeParse({ tab: 'blocked', sortBy: 'uiBlockedOn' }).success).toBe(true);
    const wrong = userListQuerySchema.safeParse({ tab: 'blocked', sortBy: 'firstName' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['sortBy'], message: USER_ADMIN_FIELD_ERRORS.sortByNotInTab });
    expect(userListQuerySchema.safeParse({ sortBy: 'uiBlockedBy' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ tab: 'pending' }).success).toBe(false);
  });

  it('names the export tab in the path', () => {
    expect(exportParamsSchema.parse({ companyId: '7', tabName: 'blocked' })).toEqual({
      companyId: 7,
      tabName: 'blocked',
    });
    expect(exportParamsSchema.parse({ companyId: '7', tabName: 'pending' }).tabName).toBe('pending');
    expect(exportParamsSchema.parse({ companyId: '7', tabName: 'requests' }).tabName).toBe('requests');
    expect(exportParamsSchema.safeParse({ companyId: '7', tabName: 'invitations' }).success).toBe(false);
  });

  it('blocks with a reason, one user once whatever the case of their login id', () => {
    expect(blockUsersSchema.parse({ loginIds: ['ana', 'ANA', 'bo'], reason: ' left ' })).toEqual({
      loginIds: ['ANA', 'bo'],
      reason: 'left',
    });
    const noReason = blockUsersSchema.safeParse({ loginIds: ['ana'], reason: '  ' });
    expect(noReason.error?.issues[0]?.message).toBe(USER_ADMIN_FIELD_ERRORS.reasonRequired);
    expect(blockUsersSchema.safeParse({ loginIds: [], reason: 'x' }).success).toBe(false);
    expect(unblockUsersSchema.parse({ loginIds: ['ana'] })).toEqual({ loginIds: ['ana'], reason: '' });
  });

  it('edits a name of 1 to 50 characters', () => {
    expect(userProfileUpdateSchema.parse({ loginId: 'ana', firstName: ' Ana ', lastName: 'Ruiz' })).toEqual({
      loginId: 'ana',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    expect(userProfileUpdateSchema.safeParse({ loginId: 'ana', firstName: '', lastName: 'R' }).success).toBe(false);
    expect(
      userProfileUpdateSchema.safeParse({ loginId: 'ana', firstName: 'A'.repeat(51), lastName: 'R' }).success,
    ).toBe(false);
  });
});
