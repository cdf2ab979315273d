import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketInfo, userDetails } from '@/testing/fixtures';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

describe('landing page', () => {
  it('presents both product groups with their products, and a sign-in button for visitors', async () => {
    mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': signedOut });
    renderRoutes('/');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);

    const customer = screen.getByRole('region', { name: 'Know your customer' });
    expect(
      within(customer)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Shopper Behavior',
      'Customer Perception',
      'Insights Activation',
      'Digital Landscapes',
      'Customer Pulse',
    ]);
    const store = screen.getByRole('region', { name: 'Know your store' });
    expect(
      within(store)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Report Builder', 'Channel Insights', 'Modular Intelligence']);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(main).queryByRole('link', { name: 'Go to your apps' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Read our latest insights' })).toHaveAttribute(
      'href',
      '/articles/insights',
    );
    // The header offers sign-in too, and no user menu.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['MX', 'Conoce a tu cliente', 'Conoce tu tienda'],
    ['CA', 'Connaître votre clientèle', 'Connaître votre magasin'],
  ] as const)(
    "in %s lists only the market's two products, each in its group",
    async (market, customerTitle, storeTitle) => {
      mockApi({ 'GET /api/market': { body: marketInfo(market) }, 'GET /api/v1/identity/user-context': signedOut });
      renderRoutes('/');
      const customer = await screen.findByRole('region', { name: customerTitle });
      const store = screen.getByRole('region', { name: storeTitle });
      const namesIn = (region: HTMLElement) =>
        within(region)
          .getAllByRole('heading', { level: 4 })
          .map((h) => h.textContent);
      expect(namesIn(customer)).toEqual(['Shopper Behavior']);
      expect(namesIn(store)).toEqual(['Report Builder']);
      expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    },
  );

  it('sends a signed-in user to their apps and shows their menu with Profile and Sign out', async () => {
    mockApi({
      'GET /api/market': { body: marketInfo('US') },
      'GET /api/v1/identity/user-context': { body: userDetails() },
    });
    const { user } = renderRoutes('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Go to your apps' })).toHaveAttribute('href', '/apps');
    expect(within(main).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu for Dana Whitfield' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });

  it('has a skip link to the main landmark and a home link with the product name', async () => {
    mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': signedOut });
    const { user } = renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Supplier Insights Portal' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
