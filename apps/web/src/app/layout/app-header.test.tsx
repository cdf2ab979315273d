import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };

function setUp(path: string, user: MockHandler) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user,
    'POST /api/analytics/events': { status: 204 },
  });
  return renderRoutes(path);
}

const signedIn = (user: UserDetails = userDetails()) => ({ body: user });

describe('the header below 768 px', () => {
  it('is one menu button that opens the navigation, the language switch and the account entries', async () => {
    stubScreenWidth(390);
    const { user, router } = setUp('/accessDenied', signedIn());
    const banner = await screen.findByRole('banner', {}, FIRST_PAINT);
    const button = await within(banner).findByRole('button', { name: 'Menu' }, FIRST_PAINT);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Nothing else of the wide header is there.
    expect(within(banner).queryByRole('button', { name: /^Account menu for/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Data dictionary' })).not.toBeInTheDocument();

    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const navigation = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Data dictionary', '/dataDictionary'],
      ['Knowledge base', '/knowledgeBase/home'],
      ['Release notes', '/releaseNotes'],
      ['Support', '/support'],
    ]);
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    const account = within(menu).getByRole('navigation', { name: 'Account menu for Dana Whitfield' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['Sign out', '/logout'],
    ]);

    // Following a link goes there and closes the menu.
    await user.click(within(account).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: Enter opens it, focus moves in, Escape closes it and focus returns to the button', async () => {
    stubScreenWidth(320);
    const { user } = setUp('/accessDenied', signedIn());
    const button = await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT);
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes with its close button', async () => {
    stubScreenWidth(390);
    const { user } = setUp('/accessDenied', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('lists the staff pages a user may open, before signing out', async () => {
    stubScreenWidth(390);
    const admin = superAdmin({
      authz: {
        group: 'Super Admin',
        permissions: [
          { action: 'SWITCH', resource: 'COMPANY' },
          { action: 'LIST', resource: 'ANNOUNCEMENT' },
        ],
      },
    });
    const { user } = setUp('/accessDenied', signedIn(admin));
    await user.click(await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT));
    const account = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Account menu for Sam Okafor',
    });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Announcements', 'Sign out']);
  });

  it('offers an admin the admin area in the navigation, not twice, and marks the page they are on', async () => {
    stubScreenWidth(320);
    const admin = userDetails({
      authz: { group: 'Regular User', permissions: [{ action: 'LIST', resource: 'EMAIL_DOMAIN' }] },
    });
    const { user } = setUp('/admin/domainsList', signedIn(admin));
    await user.click(await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const navigation = within(menu).getByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Data dictionary', '/dataDictionary'],
      ['Knowledge base', '/knowledgeBase/home'],
      ['Release notes', '/releaseNotes'],
      ['Support', '/support'],
      ['Admin', '/admin'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null, null, 'page']);
    expect(links[4]).toHaveClass('Mui-selected');
    const account = within(menu).getByRole('navigation', { name: 'Account menu for Dana Whitfield' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Sign out']);
  });

  it("offers a visitor 'Sign in' and the support pages, not the data dictionary", async () => {
    stubScreenWidth(320);
    const { user } = setUp('/error', signedOut);
    await user.click(await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(within(menu).getByRole('navigation', { name: 'Main navigation' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Support']);
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('speaks the interface language', async () => {
    stubScreenWidth(390);
    const { user } = setUp(
      '/accessDenied',
      signedIn(userDetails({ user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'es-MX' } })),
    );
    await user.click(await screen.findByRole('button', { name: 'Menú' }, FIRST_PAINT));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
  });
});

describe('the header from 768 px', () => {
  it('offers an admin the admin area in the header and the account menu, marked on the admin pages', async () => {
    stubScreenWidth(1024);
    const admin = userDetails({
      authz: { group: 'Admin', permissions: [{ action: 'LIST', resource: 'USER' }] },
    });
    const { user } = setUp('/admin', signedIn(admin));
    const banner = await screen.findByRole('banner', {}, FIRST_PAINT);
    const navigation = within(banner).getByRole('navigation', { name: 'Main navigation' });
    const entry = await within(navigation).findByRole('link', { name: 'Admin' }, FIRST_PAINT);
    expect(entry).toHaveAttribute('href', '/admin');
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Support' })).not.toHaveAttribute('aria-current');

    await user.click(
      await within(banner).findByRole('button', { name: 'Account menu for Dana Whitfield' }, FIRST_PAINT),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-current')])).toEqual([
      ['Admin', 'page'],
      ['Profile', null],
      ['Sign out', null],
    ]);
  });

  it('offers a super admin acting for a company the admin area and the company list, in Spanish too', async () => {
    stubScreenWidth(1440);
    const acting = superAdmin({
      acting_tenant: { id: 42, name: 'Acme Fresh Foods', type: 'SUPPLIER' },
      authz: {
        group: 'Super Admin',
        permissions: [
          { action: 'SWITCH', resource: 'COMPANY' },
          { action: 'LIST', resource: 'COMPANY' },
          { action: 'LIST', resource: 'USER' },
        ],
      },
      user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'es-MX' },
    });
    setUp('/companyList', signedIn(acting));
    const banner = await screen.findByRole('banner', {}, FIRST_PAINT);
    const navigation = await within(banner).findByRole('navigation', { name: 'Navegación principal' }, FIRST_PAINT);
    await waitFor(() =>
      expect(
        within(navigation)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('aria-current')]),
      ).toEqual([
        ['Diccionario de datos', null],
        ['Soporte', null],
        ['Administración', null],
        ['Lista de empresas', 'page'],
      ]),
    );
    // The knowledge base and the release notes sit behind one 'Resources' button, where the first of them would be.
    const items = within(navigation).getAllByRole('listitem');
    expect(within(items[1]!).getByRole('button', { name: 'Recursos' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it.each([768, 1024, 1440])(
    'at %i px shows the links, the language switch and the account menu side by side',
    async (width) => {
      stubScreenWidth(width);
      setUp('/accessDenied', signedIn());
      const banner = await screen.findByRole('banner', {}, FIRST_PAINT);
      expect(
        await within(banner).findByRole('button', { name: 'Account menu for Dana Whitfield' }, FIRST_PAINT),
      ).toBeVisible();
      expect(within(banner).getByRole('link', { name: 'Data dictionary' })).toHaveAttribute('href', '/dataDictionary');
      expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
      expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    },
  );
});
