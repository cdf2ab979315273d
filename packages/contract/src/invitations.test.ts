import { describe, expect, it } from 'vitest';
import {
  deleteUsersSchema,
  emailDomain,
  hasOwnProvisioning,
  isEmailAddress,
  isJobOver,
  newUserListSchema,
  PENDING_STAGES,
  pendingActionsIn,
  pendingListQuerySchema,
  userAccessResultSchema,
  userAccessSchema,
} from './invitations.js';

describe('invitations contract', () => {
  it('tells an address from what is not one', () => {
    expect(isEmailAddress('nina.nguyen@acmefresh.example')).toBe(true);
    expect(isEmailAddress('n+tag@sub.acme.example')).toBe(true);
    for (const bad of [
      'nina',
      'nina@',
      '@acme.example',
      'nina@acme',
      'ni na@acme.example',
      'a@b@c.example',
      'a@.example',
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.example`)).toBe(false);
  });

  it("reads an address's domain, lower-cased", () => {
    expect(emailDomain('Nina@EU.AcmeFresh.example')).toBe('eu.acmefresh.example');
  });

  it('takes a list of 1 to 100 new users with names, a persona and optionally a language', () => {
    const user = { email: 'a@b.example', firstName: 'A', lastName: 'B', products: [], persona: 'ADMIN' };
    expect(newUserListSchema.safeParse({ users: [user] }).success).toBe(true);
    expect(newUserListSchema.safeParse({ users: [{ ...user, locale: 'fr-CA' }] }).success).toBe(true);
    expect(newUserListSchema.safeParse({ users: [{ ...user, locale: 'de-DE' }] }).success).toBe(false);
    expect(newUserListSchema.safeParse({ users: [] }).success).toBe(false);
    expect(newUserListSchema.safeParse({ users: Array(101).fill(user) }).success).toBe(false);
    expect(newUserListSchema.safeParse({ users: [{ ...user, lastName: ' ' }] }).success).toBe(false);
  });

  it('pages the pending users newest first unless told, on the tab’s columns only', () => {
    expect(pendingListQuerySchema.parse({})).toEqual({
      page: 0,
      size: 10,
      sortBy: 'uiCreatedOnDate',
      sortOrder: 'desc',
    });
    expect(pendingListQuerySchema.safeParse({ sortBy: 'email' }).success).toBe(false);
    expect(pendingListQuerySchema.safeParse({ size: '25' }).success).toBe(true);
  });

  it('names each user once regardless of case, and each product once', () => {
    expect(deleteUsersSchema.parse({ loginIds: ['Ann', 'ann', 'bob'] }).loginIds).toEqual(['ann', 'bob']);
    expect(userAccessSchema.parse({ loginIds: ['a'], products: ['X', 'X', 'Y'] }).products).toEqual(['X', 'Y']);
  });

  it('offers resend only while the invitation waits for the invitee: the other stages have no action', () => {
    expect(Object.fromEntries(PENDING_STAGES.map((stage) => [stage, pendingActionsIn(stage)]))).toEqual({
      INVITATION_SENT: ['resend'],
      GRANTING_ACCESS: [],
      WAITING_FOR_ACCESS: [],
      COMPLETING: [],
    });
  });

  it('names Shopper Behavior the one product that sets up its own access', () => {
    expect(hasOwnProvisioning('SHOPPER_BEHAVIOR')).toBe(true);
    expect(hasOwnProvisioning('REPORT_BUILDER')).toBe(false);
  });

  it('answers a product change as started with its job, and tells an ended job from a running one', () => {
    expect(userAccessResultSchema.safeParse({ status: 'started', jobId: 4, loginIds: ['a'] }).success).toBe(true);
    expect(userAccessResultSchema.safeParse({ users: [] }).success).toBe(false);
    expect((['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const).map(isJobOver)).toEqual([false, false, true, true]);
  });
});
