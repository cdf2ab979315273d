import { screen, waitFor } from '@testing-library/react';
import { GROUPS } from '@portal/contract/permissions';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/lib/storage';
import { marketInfo, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const ENGLISH_HEADING = 'Retail insights for suppliers, all in one place';
const SPANISH_HEADING = 'Información de venta minorista para proveedores, en un solo lugar';

describe('language', () => {
  it('switches the interface and the html lang at once, and remembers the choice', async () => {
    mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': signedOut });
    const { user } = renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1, name: ENGLISH_HEADING })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    await waitFor(() => expect(document.title).toBe('Welcome | Supplier Insights Portal'));

    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['en-US', 'es-MX']);
    await user.selectOptions(select, 'es-MX');

    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es-MX');
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('es-MX');
    await waitFor(() => expect(document.title).toBe('Bienvenida | Supplier Insights Portal'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-MX');
    expect(document.cookie).toContain('portal_locale=es-MX');
  });

  it("starts in the market's default language, and offers only the market's languages", async () => {
    mockApi({ 'GET /api/market': { body: marketInfo('CA') }, 'GET /api/v1/identity/user-context': signedOut });
    renderRoutes('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Les données de vente au détail/ }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['en-US', 'es-MX', 'fr-CA']);
  });

  it("follows a signed-in user's preference over the saved choice and the market default", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    mockApi({
      'GET /api/market': { body: marketInfo('US') },
      'GET /api/v1/identity/user-context': {
        body: userDetails({ user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'es-MX' } }),
      },
    });
    renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-MX');
  });

  it('saves the new language as the preference of a signed-in user', async () => {
    const fetchMock = mockApi({
      'GET /api/market': { body: marketInfo('US') },
      'GET /api/v1/identity/user-context': { body: userDetails() },
      'POST /api/users/user/preferences': ({ body }) => ({
        body: {
          login_id: 'user',
          preferences: {
            locale: { timezone: 'America/Chicago' },
            language_code: (body as { language_code: string }).language_code,
          },
          settings: {},
        },
      }),
    });
    const { user } = renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: ENGLISH_HEADING });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-MX');

    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/users/user/preferences')).toHaveLength(1));
    const [post] = callsTo(fetchMock, 'POST /api/users/user/preferences');
    expect(post?.body).toEqual({ language_code: 'es-MX' });
    expect(post?.headers.get('x-requested-with')).toBe('portal');
    // The interface stays on the new language once the answer is in.
    expect(screen.getByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeInTheDocument();
  });

  it.each([
    ['a view-only user', userDetails({ authz: { group: GROUPS.superAdminSpectator, permissions: [] } })],
    ['a user who has not completed registration', userDetails({ registration_completed: false })],
  ])('switches without saving a preference for %s', async (_who, details) => {
    const fetchMock = mockApi({
      'GET /api/market': { body: marketInfo('US') },
      'GET /api/v1/identity/user-context': { body: details },
    });
    const { user } = renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: ENGLISH_HEADING });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-MX');
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_HEADING })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-MX');
    expect(callsTo(fetchMock, `POST /api/users/${details.login_id}/preferences`)).toHaveLength(0);
  });
});
