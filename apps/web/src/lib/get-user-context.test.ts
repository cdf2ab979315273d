import { SIGNED_OUT_META } from '@portal/contract/markets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';

const USER_CONTEXT = 'GET /api/v1/identity/user-context';

/** A fresh copy of the module, read as a page whose index.html does (or does not) carry the signed-out mark. */
async function loadModule(signedOutMark: boolean) {
  document.head.querySelectorAll(`meta[name="${SIGNED_OUT_META}"]`).forEach((meta) => meta.remove());
  if (signedOutMark) {
    const meta = document.createElement('meta');
    meta.name = SIGNED_OUT_META;
    meta.content = 'true';
    document.head.append(meta);
  }
  vi.resetModules();
  return import('./get-user-context');
}

describe('getUserContext', () => {
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${SIGNED_OUT_META}"]`).forEach((meta) => meta.remove());
  });

  it('answers the first question of a page the server marked signed out without a call, and asks the server after', async () => {
    const fetchMock = mockApi({ [USER_CONTEXT]: { body: userDetails() } });
    const { getUserContext } = await loadModule(true);
    await expect(getUserContext()).resolves.toBeNull();
    expect(callsTo(fetchMock, USER_CONTEXT)).toHaveLength(0);
    // Signed in since (in another tab, say): a refetch asks the server.
    await expect(getUserContext()).resolves.toMatchObject({ login_id: userDetails().login_id });
    expect(callsTo(fetchMock, USER_CONTEXT)).toHaveLength(1);
  });

  it('asks the server when the page carries no mark (a session cookie was sent), and a 401 means signed out', async () => {
    const fetchMock = mockApi({
      [USER_CONTEXT]: { status: 401, body: { status: 401, code: 'auth.unauthenticated', message: 'Unauthorized' } },
    });
    const { getUserContext } = await loadModule(false);
    await expect(getUserContext()).resolves.toBeNull();
    expect(callsTo(fetchMock, USER_CONTEXT)).toHaveLength(1);
  });
});
