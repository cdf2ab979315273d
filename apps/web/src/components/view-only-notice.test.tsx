import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { marketInfo, spectator, superAdmin, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { useViewOnly } from '@/lib/use-view-only';
import { ViewOnlyNotice } from './view-only-notice';

function Probe() {
  return (
    <>
      <p>view only: {String(useViewOnly())}</p>
      <ViewOnlyNotice />
    </>
  );
}

function setUp(user: ReturnType<typeof userDetails> | null) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user
      ? { body: user }
      : { status: 401, body: { status: 401, code: 'auth.unauthenticated', message: 'Missing token' } },
  });
  return renderRoutes('/', { routes: [{ path: '/', element: <Probe /> }] });
}

describe('useViewOnly and ViewOnlyNotice', () => {
  it('say so, in words on screen, for the spectator only', async () => {
    setUp(spectator());
    expect(await screen.findByText('view only: true')).toBeInTheDocument();
    expect(screen.getByTestId('view-only-notice')).toHaveTextContent(
      'View only: changes are turned off for this account',
    );
  });

  it.each([
    ['a regular user', userDetails()],
    ['a super admin', superAdmin()],
    ['a visitor', null],
  ])('stay silent for %s', async (_, user) => {
    setUp(user);
    expect(await screen.findByText('view only: false')).toBeInTheDocument();
    expect(screen.queryByTestId('view-only-notice')).not.toBeInTheDocument();
  });

  it.each([
    ['es-MX', 'Solo lectura: los cambios están desactivados para esta cuenta'],
    ['fr-CA', 'Consultation seulement : les modifications sont désactivées pour ce compte'],
  ])('speaks %s', async (locale, text) => {
    await i18n.changeLanguage(locale);
    try {
      setUp(spectator());
      expect(await screen.findByTestId('view-only-notice')).toHaveTextContent(text);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});
