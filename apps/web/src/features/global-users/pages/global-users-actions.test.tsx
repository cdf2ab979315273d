import type { ExternalGlobalUser } from '@portal/contract/global-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { superAdmin, userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { stubScreenWidth } from '@/testing/screen-width';
import {
  BLOCK,
  byTab,
  DANA,
  EXPORT,
  failure,
  FIRST_PAINT,
  globalAdmin,
  OWEN,
  PATH,
  setUp,
  spectator,
  TAB_ROWS,
  UNBLOCK,
  USERS,
  XLSX,
} from './global-users.fixtures';

type View = ReturnType<typeof setUp>;

async function openAction(user: View['user'], rowLabel: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowLabel}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** The external tab's rows, each with the status the block and unblock calls leave it in. */
function statusRoutes() {
  const status = new Map<string, ExternalGlobalUser['status']>([
    [DANA.loginId, DANA.status],
    [OWEN.loginId, OWEN.status],
  ]);
  const change =
    (next: ExternalGlobalUser['status']) =>
    ({ body }: { body: unknown }) => {
      const { loginIds } = body as { loginIds: string[] };
      for (const id of loginIds) status.set(id, next);
      return { body: { loginIds, status: next } };
    };
  return {
    [USERS]: byTab((type) =>
      type === 'EXTERNAL' ? [DANA, OWEN].map((row) => ({ ...row, status: status.get(row.loginId)! })) : TAB_ROWS[type],
    ),
    [BLOCK]: change('BLOCKED'),
    [UNBLOCK]: change('ACTIVE'),
  };
}

describe('/globalUserManagement, block, unblock and export', () => {
  it('blocks a user from the row menu with a required reason, saying their sessions end, and reads the list again', async () => {
    stubScreenWidth(1440);
    const { fetchMock, user } = setUp(globalAdmin, statusRoutes());
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    const reads = callsTo(fetchMock, USERS).length;
    await user.click(screen.getByRole('button', { name: 'Actions for Dana Whitfield' }));
    // An active user is offered Block only.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Block']);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Dana Whitfield?' });
    expect(dialog).toHaveTextContent(
      'dana.whitfield@acmefresh.example is signed out at once, on every market: their sessions end now',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please enter a reason.')).toBeInTheDocument();
    expect(callsTo(fetchMock, BLOCK)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dana Whitfield is blocked and signed out.');
    expect(callsTo(fetchMock, BLOCK)[0]!.body).toEqual({ loginIds: ['admin'], reason: 'Left the company' });
    await waitFor(() => expect(callsTo(fetchMock, USERS).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByRole('row', { name: /Whitfield/ })).toHaveTextContent(/Dana.*Blocked/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unblocks a blocked user after a confirmation, by keyboard', async () => {
    stubScreenWidth(1440);
    const { fetchMock, user } = setUp(globalAdmin, statusRoutes());
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    screen.getByRole('button', { name: 'Actions for Owen Price' }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Unblock' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Owen Price?' });
    expect(dialog).toHaveTextContent('owen@bright.co will be able to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Owen Price is unblocked and can sign in again.');
    expect(callsTo(fetchMock, UNBLOCK)[0]!.body).toEqual({ loginIds: ['partner'] });
    await waitFor(() => expect(screen.getByRole('row', { name: /Price/ })).not.toHaveTextContent('Blocked'));
  });

  it("shows the server's refusal translated in the dialog, the reason kept", async () => {
    stubScreenWidth(1440);
    const { user } = setUp(globalAdmin, {
      [BLOCK]: {
        status: 409,
        body: { status: 409, code: 'user_admin.self_block', message: 'You cannot block yourself.' },
      },
    });
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    await openAction(user, 'Dana Whitfield', 'Block');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Testing');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot block yourself.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Testing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("downloads the tab's search and filters as Excel, and offers 'Try again' when it fails", async () => {
    stubScreenWidth(1440);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock, user } = setUp(
      globalAdmin,
      {
        [EXPORT]: () =>
          fail
            ? failure
            : {
                raw: 'xlsx bytes',
                headers: {
                  'content-type': XLSX,
                  'content-disposition': 'attachment; filename="global_users_internal_merchant_2026-11-29.xlsx"',
                },
              },
      },
      `${PATH}?tab=merchant&search=ren&sbu=GROCERY&sortBy=sbu&sortOrder=desc&page=2`,
    );
    await screen.findByRole('cell', { name: 'Renee Kowalski' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed, please try again');
    expect(save).not.toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('global_users_internal_merchant_2026-11-29.xlsx');
    const calls = callsTo(fetchMock, EXPORT);
    expect(calls).toHaveLength(2);
    expect(calls.at(-1)!.body).toEqual({
      userType: 'INTERNAL_MERCHANT',
      sortBy: 'sbu',
      sortOrder: 'desc',
      search: 'ren',
      filters: {
        roles: [],
        attributes: [],
        sbu: ['GROCERY'],
        products: [],
        companies: [],
        companyTypes: [],
        markets: [],
        statuses: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets the spectator look and filter, with no change control and no export', async () => {
    stubScreenWidth(1440);
    const { fetchMock, user } = setUp(spectator);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    expect(screen.getByTestId('view-only-notice')).toBeInTheDocument();
    expect(screen.getByText(/You are viewing only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).not.toBeInTheDocument();
    // Looking is allowed: the filters and the search work.
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, USERS).at(-1)!.body).toMatchObject({ filters: { statuses: ['BLOCKED'] } }),
    );
    expect(callsTo(fetchMock, 'POST /api/users/block')).toHaveLength(0);
  });

  it('turns Block off for a global admin without BLOCK GLOBAL_USER, and export off without EXPORT', async () => {
    stubScreenWidth(1440);
    const lister = superAdmin({
      ...globalAdmin,
      authz: { group: 'Super Admin', permissions: [{ action: 'LIST', resource: 'GLOBAL_USER' }] },
    });
    setUp(lister);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    expect(screen.queryByTestId('view-only-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).not.toBeInTheDocument();
  });
});

describe('/globalUserManagement, who is offered it', () => {
  it('is in the header of a super admin acting for a company, and opens from there', async () => {
    stubScreenWidth(1440);
    const { user, router } = setUp(globalAdmin, {}, '/accessDenied');
    const navigation = within(await screen.findByRole('banner', {}, FIRST_PAINT)).getByRole('navigation', {
      name: 'Main navigation',
    });
    await user.click(await within(navigation).findByRole('link', { name: 'Global users' }, FIRST_PAINT));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByRole('heading', { level: 1, name: 'Global user management' }, FIRST_PAINT)).toBeVisible();
    expect(within(navigation).getByRole('link', { name: 'Global users' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to a company admin, who is sent to access denied by its address', async () => {
    stubScreenWidth(1440);
    const admin = userDetails({
      authz: { group: 'Admin', permissions: [{ action: 'LIST', resource: 'USER' }] },
    });
    const view = setUp(admin, {}, '/accessDenied');
    const navigation = within(await screen.findByRole('banner', {}, FIRST_PAINT)).getByRole('navigation', {
      name: 'Main navigation',
    });
    await within(navigation).findByRole('link', { name: 'Admin' }, FIRST_PAINT);
    expect(within(navigation).queryByRole('link', { name: 'Global users' })).not.toBeInTheDocument();
    view.unmount();

    const { router, fetchMock } = setUp(admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, USERS)).toHaveLength(0);
  });
});
