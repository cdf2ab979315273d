import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { ACCESS_REQUEST_FIELD_ERRORS } from '@portal/contract/access-requests';
import { PROFILE_FIELD_ERRORS } from '@portal/contract/profile';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { acceptance } from '@/testing/profile-fixtures';
import { renderRoutes } from '@/testing/render-app';

const PREFERENCES = 'POST /api/users/user/preferences';
const USER_INFO = 'PUT /api/users/user/info';
const RESET_LINK = 'POST /api/pwd-reset-link';

function setUp({
  user = userDetails(),
  market = 'US',
  preferences,
  info,
}: { user?: UserDetails; market?: 'US' | 'MX' | 'CA'; preferences?: MockHandler; info?: MockHandler } = {}) {
  let current = user;
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo(market) },
    'GET /api/v1/identity/user-context': () => ({ body: current }),
    'GET /api/users/user/acceptances': {
      body: {
        loginId: 'user',
        acceptances: [acceptance(), acceptance({ assetPath: 'data-sharing-addendum-3p-users', version: '3.2' })],
      },
    },
    [RESET_LINK]: ({ body }) =>
      (body as { password?: string }).password === 'my-current-password'
        ? { body: { url: 'http://localhost/password-reset?token=abc', expires_at: '2026-03-02T05:00:00.000Z' } }
        : {
            status: 403,
            body: {
              status: 403,
              code: 'auth.current_password_incorrect',
              message: 'The current password is not correct.',
            },
          },
    [PREFERENCES]:
      preferences ??
      (({ body }) => {
        const update = body as { language_code?: 'en-US' | 'es-MX'; locale?: { timezone: string } };
        current = {
          ...current,
          user_preferences: {
            language_code: update.language_code ?? current.user_preferences.language_code,
            locale: update.locale ?? current.user_preferences.locale,
          },
        };
        return { body: { login_id: 'user', preferences: current.user_preferences, settings: {} } };
      }),
    [USER_INFO]:
      info ??
      (({ body }) => {
        const names = body as { first_name: string; last_name: string };
        current = { ...current, first_name: names.first_name, last_name: names.last_name };
        return {
          body: {
            firstName: names.first_name,
            lastName: names.last_name,
            loginId: 'user',
            email: current.email_address,
            user_type: 'EXTERNAL',
            companyId: 1001,
            timezone: 'America/Chicago',
            locale: 'en-US',
            companyName: 'Northwind Foods',
            thirdPartyUser: false,
            companyType: 'SUPPLIER',
            tenantId: 1001,
          },
        };
      }),
  });
  return { fetchMock, ...renderRoutes('/profile') };
}

describe('/profile', () => {
  it('shows the user’s details, company and user type, with a localised title', async () => {
    setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile | Supplier Insights Portal'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('dana.whitfield@example.com');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    // One signs in with the Login ID, not the e-mail: the profile says so.
    expect(screen.getByRole('textbox', { name: 'Login ID' })).toHaveValue('user');
    expect(screen.getByRole('textbox', { name: 'Login ID' })).toHaveAccessibleDescription(
      'You sign in with your Login ID.',
    );
    expect(screen.queryByText(/e-mail is how you sign in/i)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Northwind Foods');
    expect(screen.getByRole('textbox', { name: 'User type' })).toHaveValue('Supplier');
    // The read-only fields look it: plain text under a label, no outline or underline as the editable names have.
    for (const name of ['Login ID', 'E-mail', 'Company', 'User type']) {
      const box = screen.getByRole('textbox', { name }).closest('.MuiInputBase-root');
      expect(box).toHaveClass('MuiInputBase-readOnly');
      expect(box).not.toHaveClass('MuiOutlinedInput-root');
      expect(box).not.toHaveClass('MuiInput-underline');
    }
    expect(screen.getByRole('textbox', { name: 'First name' }).closest('.MuiInputBase-root')).toHaveClass(
      'MuiOutlinedInput-root',
    );
    expect(screen.getByRole('link', { name: 'Request access to another company' })).toHaveAttribute(
      'href',
      '/profile/requestAccess',
    );
  });

  it('switches the interface language at once and saves it as a preference', async () => {
    const { user, fetchMock } = setUp();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Preferred language' }), 'es-MX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, PREFERENCES)).toHaveLength(1));
    expect(callsTo(fetchMock, PREFERENCES)[0]?.body).toEqual({ language_code: 'es-MX' });
    expect(await screen.findByText('Se guardó tu idioma.')).toBeInTheDocument();
    expect(screen.queryByText('Your language was saved.')).not.toBeInTheDocument();
    expect(i18n.language).toBe('es-MX');
    expect(window.localStorage.getItem('portal_locale')).toBe('es-MX');
  });

  it('confirms a switch to French in French, even when the save answers before the catalogue is there', async () => {
    // The French catalogue is a chunk of its own: here it is still on its way when the save answers.
    const french = i18n.getCatalogue('fr-CA')!;
    i18n.removeCatalogue('fr-CA');
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const changeLanguage = i18n.changeLanguage.bind(i18n);
    const switching = vi.spyOn(i18n, 'changeLanguage').mockImplementation(async (lng) => {
      await arrived;
      i18n.addCatalogue('fr-CA', french);
      return changeLanguage(lng);
    });
    try {
      const { user, fetchMock } = setUp({ market: 'CA' });
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Preferred language' }), 'fr-CA');
      await waitFor(() => expect(callsTo(fetchMock, PREFERENCES)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Your language was saved.')).not.toBeInTheDocument();
      arrive();
      expect(await screen.findByText('Votre langue a été enregistrée.')).toBeInTheDocument();
      expect(screen.queryByText('Your language was saved.')).not.toBeInTheDocument();
    } finally {
      switching.mockRestore();
      if (!i18n.getCatalogue('fr-CA')) i18n.addCatalogue('fr-CA', french);
    }
  });

  it('offers English and Español in the US', async () => {
    setUp();
    const options = within(await screen.findByRole('combobox', { name: 'Preferred language' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español']);
  });

  it('offers Français in Canada, with Canada’s time zones first', async () => {
    setUp({ market: 'CA' });
    const options = within(await screen.findByRole('combobox', { name: 'Preferred language' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español', 'Français']);
    const suggested = within(screen.getByRole('combobox', { name: 'Time zone' })).getAllByRole('group')[0]!;
    expect(within(suggested).getAllByRole('option')[0]).toHaveTextContent('(UTC-03:30) St Johns');
  });

  it('lists the market’s time zones first and saves a new zone, which dates then follow', async () => {
    const { user, fetchMock } = setUp();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const groups = within(zone).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Time zones of your market', 'All time zones']);
    expect(within(groups[0]!).getAllByRole('option')[0]).toHaveTextContent('(UTC-05:00) New York');

    const table = await screen.findByRole('table', { name: 'Documents you accepted' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Terms and conditions2026.1Mar 1, 2026 9:30 PM');

    await user.selectOptions(zone, 'Asia/Tokyo');
    await waitFor(() =>
      expect(callsTo(fetchMock, PREFERENCES)[0]?.body).toEqual({ locale: { timezone: 'Asia/Tokyo' } }),
    );
    expect(await screen.findByText('Your time zone was saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mar 2, 2026 12:30 PM'));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Data sharing addendum3.2');
  });

  it('says when a preference could not be saved', async () => {
    const { user } = setUp({
      preferences: { status: 500, body: { status: 500, code: 'server.internal', message: 'x' } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Time zone' }), 'America/Denver');
    expect(await screen.findByText('Error: Something went wrong. Please try again!')).toBeInTheDocument();
  });

  it('checks and saves the name', async () => {
    const { user, fetchMock } = setUp();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    // The focus goes to the field to fix.
    await waitFor(() => expect(first).toHaveFocus());
    expect(callsTo(fetchMock, USER_INFO)).toHaveLength(0);

    await user.click(first);
    await user.paste('x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Use 50 characters or fewer.')).toBeInTheDocument();
    expect(first).toHaveValue('x'.repeat(51));

    await user.clear(first);
    await user.type(first, '  Danielle ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, USER_INFO)[0]?.body).toEqual({ first_name: 'Danielle', last_name: 'Whitfield' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu for Danielle Whitfield' })).toBeInTheDocument(),
    );
  });

  it('gets a password reset link on demand, with the current password, and offers it with its expiry', async () => {
    const { user, fetchMock } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveFocus());
    expect(callsTo(fetchMock, RESET_LINK)).toHaveLength(0);

    const current = screen.getByLabelText(/Current password/);
    await user.type(current, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveValue('');

    await user.type(current, 'my-current-password{Enter}');
    const link = await screen.findByRole('link', { name: 'Open the password reset page (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://localhost/password-reset?token=abc');
    expect(
      screen.getByText('Your password reset link is ready. It expires on Mar 1, 2026 11:00 PM.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, RESET_LINK).map((call) => call.body)).toEqual([
      { password: 'not-my-password' },
      { password: 'my-current-password' },
    ]);
    expect(callsTo(fetchMock, RESET_LINK)[0]?.headers.get('x-requested-with')).toBe('portal');
  });

  it('does not offer basic users to request access to other companies', async () => {
    setUp({ user: userDetails({ tenant: { id: 2001, name: 'Corner Goods', type: 'BASIC_VENDOR' } }) });
    expect(await screen.findByRole('textbox', { name: 'User type' })).toHaveValue('Basic Vendor');
    expect(screen.queryByRole('link', { name: 'Request access to another company' })).not.toBeInTheDocument();
  });

  it('translates every field message the contract gives', () => {
    for (const key of [...Object.values(PROFILE_FIELD_ERRORS), ...Object.values(ACCESS_REQUEST_FIELD_ERRORS)]) {
      for (const lng of ['en-US', 'es-MX', 'fr-CA']) expect(i18n.exists(key, { lng }), `${key} in ${lng}`).toBe(true);
    }
  });
});
