import { screen, waitFor, within } from '@testing-library/react';
import type { Market } from '@portal/contract/markets';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/lib/storage';
import { marketInfo, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };

function setUp(market: Market, user = signedOut) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo(market) },
    'GET /api/v1/identity/user-context': user,
    'POST /api/analytics/events': { status: 204 },
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
  return { fetchMock, ...renderRoutes('/error') };
}

async function footerLinks() {
  const footer = await screen.findByRole('contentinfo', {}, FIRST_PAINT);
  const navigation = within(footer).getByRole('navigation');
  await within(navigation).findByRole('link', { name: /Contact|Contáctanos|Nous joindre/ });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the footer', () => {
  it('shows the US market its terms, the privacy policy and contact', async () => {
    setUp('US');
    await waitFor(async () =>
      expect(await footerLinks()).toEqual([
        ['Terms and conditions', '/terms'],
        ['Privacy policy', '/privacyPolicy'],
        ['Contact us', '/contactUs'],
      ]),
    );
  });

  it('shows MX neither terms nor the privacy policy (spec section 2), in its language', async () => {
    setUp('MX');
    await waitFor(async () => expect(await footerLinks()).toEqual([['Contáctanos', '/contactUs']]));
  });

  it('shows CA the privacy policy but not the terms', async () => {
    setUp('CA');
    await waitFor(async () =>
      expect(await footerLinks()).toEqual([
        ['Politique de confidentialité', '/privacyPolicy'],
        ['Nous joindre', '/contactUs'],
      ]),
    );
  });

  it("offers the market's languages, each in its own language, and switches the interface", async () => {
    const { user } = setUp('US');
    const footer = await screen.findByRole('contentinfo', {}, FIRST_PAINT);
    const group = await within(footer).findByRole('group', { name: 'Language:' });
    const english = within(group).getByRole('button', { name: 'English' });
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en-US');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');

    await user.click(spanish);
    expect(await within(footer).findByRole('link', { name: 'Contáctanos' })).toBeInTheDocument();
    expect(within(footer).getByRole('group', { name: 'Idioma:' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es-MX');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-MX');
  });

  it("saves a signed-in user's choice as their preference, as the header's switch does", async () => {
    const { user, fetchMock } = setUp('US', { body: userDetails() });
    const footer = await screen.findByRole('contentinfo', {}, FIRST_PAINT);
    await user.click(await within(footer).findByRole('button', { name: 'Español' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/users/user/preferences')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/users/user/preferences')[0]!.body).toEqual({ language_code: 'es-MX' });
  });

  it('is there on narrow screens too', async () => {
    stubScreenWidth(320);
    setUp('US');
    await waitFor(async () => expect(await footerLinks()).toHaveLength(3));
  });
});
