import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { callsTo } from '@/testing/mock-api';
import {
  ACME,
  companyLister,
  contextRoutes,
  FIRST_PAINT,
  SET_CONTEXT,
  setUpCompanies,
  spectator,
  SWITCH_CONTEXT,
} from '../pages/companies.fixtures';

const TILES = {
  'GET /api/v2/identity/tenants/1002/products': {
    body: { tenant: { id: 1002, name: 'Brightside Media Partners', type: 'THIRD_PARTY_AGENCY' }, products: [] },
  },
};

async function openDialogFor(user: ReturnType<typeof setUpCompanies>['user'], company: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${company}` }, FIRST_PAINT));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('taking a company’s context', () => {
  it('names the company, sends the reason with the anti-forgery header, and opens its apps', async () => {
    const { user, router, fetchMock } = setUpCompanies('/companyList', companyLister, TILES);
    const dialog = await openDialogFor(user, 'Brightside Media Partners', 'Act on behalf of this company');
    expect(dialog).toHaveAccessibleName('Act on behalf of Brightside Media Partners');
    expect(dialog).toHaveAccessibleDescription(/as an administrator of Brightside Media Partners does/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Ticket INC-4211  ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    const [call] = callsTo(fetchMock, SET_CONTEXT);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ companyId: '2', reason: 'Ticket INC-4211' });
    expect(call!.headers.get('x-requested-with')).toBe('portal');
    expect(callsTo(fetchMock, SWITCH_CONTEXT)).toHaveLength(0);
  });

  it('goes by keyboard from the row’s action button to the company’s apps, without a reason', async () => {
    const { user, router, fetchMock } = setUpCompanies('/companyList', companyLister, TILES);
    const button = await screen.findByRole('button', { name: 'Actions for Brightside Media Partners' }, FIRST_PAINT);
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Act on behalf of this company' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    await user.click(reason);
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(Object.fromEntries(callsTo(fetchMock, SET_CONTEXT)[0]!.url.searchParams)).toEqual({ companyId: '2' });
  });

  it('switches when a company is acted for already', async () => {
    const { user, router, fetchMock } = setUpCompanies(
      '/companyList',
      { ...companyLister, acting_tenant: ACME },
      TILES,
    );
    const dialog = await openDialogFor(user, 'Brightside Media Partners', 'Act on behalf of this company');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(callsTo(fetchMock, SWITCH_CONTEXT)).toHaveLength(1);
    expect(callsTo(fetchMock, SET_CONTEXT)).toHaveLength(0);
  });

  it('refuses a reason over 500 characters with the contract’s limit, sending nothing', async () => {
    const { user, fetchMock } = setUpCompanies('/companyList', companyLister);
    const dialog = await openDialogFor(user, 'Acme Fresh Foods', 'Act on behalf of this company');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('The reason can be at most 500 characters.');
    expect(callsTo(fetchMock, SET_CONTEXT)).toHaveLength(0);
  });

  it('shows a refusal translated in the dialog and keeps the reason for another try', async () => {
    // The first try is refused; the second takes the context as the server's session does (the user context follows).
    let calls = 0;
    const session = contextRoutes(companyLister);
    const { user, router } = setUpCompanies('/companyList', companyLister, {
      ...TILES,
      ...session,
      [SET_CONTEXT]: (request) =>
        ++calls === 1
          ? { status: 404, body: { status: 404, code: 'request.not_found', message: 'Not found' } }
          : session[SET_CONTEXT](request),
    });
    const dialog = await openDialogFor(user, 'Brightside Media Partners', 'Act on behalf of this company');
    await act(() => i18n.changeLanguage('es-MX'));
    expect(dialog).toHaveAccessibleName('Actuar en nombre de Brightside Media Partners');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    await user.type(reason, 'INC-9');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText('No pudimos encontrar lo que buscabas.')).toBeInTheDocument();
    expect(reason).toHaveValue('INC-9');
    expect(router.state.location.pathname).toBe('/companyList');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
  });

  it('lets the spectator view the portal for a company, and cancel', async () => {
    const { user, fetchMock } = setUpCompanies('/companyList', spectator);
    const dialog = await openDialogFor(user, 'Acme Fresh Foods', 'View for this company');
    expect(dialog).toHaveAccessibleName('View the portal for Acme Fresh Foods');
    expect(dialog).toHaveAccessibleDescription(/without changing anything/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, SET_CONTEXT)).toHaveLength(0);
  });
});
