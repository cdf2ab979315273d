import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyType, UserDetails } from '@portal/contract/identity';
import type { UserCompanies } from '@portal/contract/registration';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { fileDownload } from '@/lib/file-download';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { portalDocument, userCompanies } from '@/testing/profile-fixtures';
import { renderRoutes } from '@/testing/render-app';

const PUT_STANDARD = 'PUT /api/companies/1001/users/complete-registration';
const PUT_BASIC = 'PUT /api/companies/1001/users/complete-registration/basic';

function newUser(type: CompanyType = 'SUPPLIER', overrides: Partial<UserDetails> = {}): UserDetails {
  return userDetails({
    login_id: 'newuser',
    first_name: 'Casey',
    last_name: 'Morales',
    tenant: { id: 1001, name: 'Northwind Foods', type },
    registration_completed: false,
    ...overrides,
  });
}

function setUp({
  type = 'SUPPLIER',
  complete,
  path = '/userRegistration',
  companies = userCompanies(type),
}: { type?: CompanyType; complete?: MockHandler; path?: string; companies?: UserCompanies } = {}) {
  let registered = false;
  const finish: MockHandler =
    complete ??
    (() => {
      registered = true;
      return { body: { registration_completed: true, acceptances: [] } };
    });
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': () => ({ body: newUser(type, { registration_completed: registered }) }),
    'GET /api/users/companies': { body: companies },
    'GET /api/content/documents': ({ url }) => ({
      body: portalDocument(url.searchParams.get('assetPath') ?? '', {
        version: url.searchParams.get('assetPath')?.startsWith('data') ? '3.2' : '2026.1',
      }),
    }),
    'GET /api/content/documents/pdf': { raw: '%PDF-1.7 test', headers: { 'content-type': 'application/pdf' } },
    ...Object.fromEntries(
      companies.companies.flatMap(({ companyId }) => [
        [`PUT /api/companies/${companyId}/users/complete-registration`, finish],
        [`PUT /api/companies/${companyId}/users/complete-registration/basic`, finish],
      ]),
    ),
  });
  return { fetchMock, ...renderRoutes(path) };
}

describe('/userRegistration', () => {
  it('is where the guard sends an unfinished user first', async () => {
    const { router } = setUp({ path: '/apps' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Complete your registration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/userRegistration');
    await waitFor(() => expect(document.title).toBe('Complete your registration | Supplier Insights Portal'));
  });

  it('checks the names, asks to accept the terms, and finishes on /apps with the versions read', async () => {
    const { user, fetchMock, router } = setUp();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Casey');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');

    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    await user.type(firstName, 'Casey Ann');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/Denver');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const terms = await screen.findByRole('article', { name: 'Title of supplier-terms-and-conditions' });
    expect(
      within(terms).getByRole('heading', { level: 3, name: 'Title of supplier-terms-and-conditions' }),
    ).toBeInTheDocument();
    expect(within(terms).getByRole('heading', { level: 4, name: '1. Scope' })).toBeInTheDocument();
    expect(within(terms).getByText('Version 2026.1 · Effective Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByText('Accept this document to continue.')).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT_STANDARD)).toHaveLength(0);

    const accept = screen.getByRole('checkbox', { name: /I have read and accept/ });
    accept.focus();
    await user.keyboard(' ');
    expect(accept).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    const [put] = callsTo(fetchMock, PUT_STANDARD);
    expect(put?.body).toEqual({
      first_name: 'Casey Ann',
      last_name: 'Morales',
      timezone: 'America/Denver',
      language_code: 'en-US',
      accepted: [{ assetPath: 'supplier-terms-and-conditions', version: '2026.1' }],
    });
  });

  it('refuses a name pasted with a tab or a control character, saying why in words', async () => {
    const { user, fetchMock } = setUp();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('Casey\tAnn');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Keep this on one line, without line breaks or tabs.')).toBeInTheDocument();

    await user.clear(firstName);
    await user.paste('Casey\u0007');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Remove the invisible control characters (they often come with pasted text).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PUT_STANDARD)).toHaveLength(0);
  });

  it('asks a third-party user to accept the 3P data sharing addendum too', async () => {
    const { user, fetchMock, router } = setUp({ type: 'THIRD_PARTY_AGENCY' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /Title of third-party-agency-terms-and-conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Title of data-sharing-addendum-3p-users' })).toBeInTheDocument();
    // Enter toggles the box as well (spec section 5).
    const accept = screen.getByRole('checkbox', { name: /I have read and accept/ });
    accept.focus();
    await user.keyboard('{Enter}');
    expect(accept).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(callsTo(fetchMock, PUT_STANDARD)[0]?.body).toMatchObject({
      accepted: [
        { assetPath: 'third-party-agency-terms-and-conditions', version: '2026.1' },
        { assetPath: 'data-sharing-addendum-3p-users', version: '3.2' },
      ],
    });
  });

  it('finishes a basic company through the /basic variant', async () => {
    const { user, fetchMock, router } = setUp({ type: 'BASIC_VENDOR' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(callsTo(fetchMock, PUT_BASIC)).toHaveLength(1);
    expect(callsTo(fetchMock, PUT_STANDARD)).toHaveLength(0);
  });

  it('registers for the company still waiting, whatever its database id (it is not the tenant id)', async () => {
    const waiting = userCompanies('SUPPLIER').companies[0]!;
    // A finished company whose database id happens to equal the user's tenant id (1001) must not be chosen.
    const finished = { ...waiting, companyId: 1001, companyName: 'Contoso Retail', registrationCompleted: true };
    const companies = { loginId: 'newuser', companies: [finished, { ...waiting, companyId: 4242 }] };
    const { user, fetchMock, router } = setUp({ companies });
    expect(await screen.findByText(/accept the terms for Northwind Foods/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(callsTo(fetchMock, 'PUT /api/companies/4242/users/complete-registration')).toHaveLength(1);
    expect(callsTo(fetchMock, PUT_STANDARD)).toHaveLength(0);
  });

  it('says why it failed, in words, and keeps everything chosen', async () => {
    const { user, router } = setUp({
      complete: {
        status: 409,
        body: { status: 409, code: 'registration.document_outdated', message: 'Document outdated' },
      },
    });
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Morales-Ruiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const accept = await screen.findByRole('checkbox', { name: /I have read and accept/ });
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(
      await screen.findByText(
        'A document was updated while you were reading it. Read the new version and accept it again.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/userRegistration');
    expect(accept).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Last name' })).toHaveValue('Morales-Ruiz');
  });

  it('switches the interface language at once when another is chosen', async () => {
    const { user, fetchMock } = setUp();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Preferred language' }), 'es-MX');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Te damos la bienvenida! Completa tu registro' }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('es-MX');
    // Saved with the registration, not before.
    expect(callsTo(fetchMock, 'POST /api/users/newuser/preferences')).toHaveLength(0);
  });

  it('downloads the terms as a PDF', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(
      await screen.findByRole('button', { name: 'Download PDF: Title of supplier-terms-and-conditions' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('supplier-terms-and-conditions-2026.1.pdf');
    expect(blob.size).toBeGreaterThan(0);
  });

  it('sends a finished user from /userRegistration to /apps', async () => {
    mockApi({
      'GET /api/market': { body: marketInfo('US') },
      'GET /api/v1/identity/user-context': { body: userDetails() },
    });
    const { router } = renderRoutes('/userRegistration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
  });
});
