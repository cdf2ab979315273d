import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

function setUp(user: MockHandler = signedOut) {
  return mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': user });
}

describe('/error (login error page)', () => {
  it('shows the exact texts and its two actions', async () => {
    setUp();
    renderRoutes('/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'something went wrong on our end…' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please try to log in again. If the issue persists, contact us for support.'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support/ticketCreation');
  });
});

describe('/login', () => {
  it('hands over to the server sign-in with the lastUrl it was given', async () => {
    setUp();
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    renderRoutes('/login?lastUrl=%2FdataDictionary%3Fsearch%3Dsales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redirecting to sign-in…' })).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2FdataDictionary%3Fsearch%3Dsales'));
  });

  it('returns to /apps without a lastUrl, or with one that leaves the site', async () => {
    setUp();
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    renderRoutes('/login?lastUrl=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2Fapps'));
  });

  it.each(['/.//evil.example', '/%2e%2e//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/\t/evil.example'])(
    'returns to /apps with %j, which normalises or decodes to a path that leaves the site',
    async (lastUrl) => {
      setUp();
      const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
      renderRoutes(`/login?lastUrl=${encodeURIComponent(lastUrl)}`);
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2Fapps'));
    },
  );
});

describe('/noAccess', () => {
  it('tells an external user to contact their Retail Link administrator', async () => {
    setUp({ body: userDetails({ user_type: 'EXTERNAL' }) });
    renderRoutes('/noAccess');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please contact your Retail Link administrator to get access.')).toBeInTheDocument();
    expect(screen.getByText('Speak to your administrator to get access.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('offers an internal user the access-request ticket', async () => {
    setUp({ body: userDetails({ user_type: 'INTERNAL' }) });
    renderRoutes('/noAccess');
    expect(await screen.findByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/support/ticketCreation?request=access',
    );
    expect(screen.queryByText('Please contact your Retail Link administrator to get access.')).not.toBeInTheDocument();
  });
});

describe('/accessDenied', () => {
  it('is private: a signed-out visitor goes to sign-in', async () => {
    setUp();
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    renderRoutes('/accessDenied');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2FaccessDenied'));
  });

  it("tells a signed-in user 'Access Denied/Forbidden.'", async () => {
    setUp({ body: userDetails() });
    renderRoutes('/accessDenied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied/Forbidden.' })).toBeInTheDocument();
  });
});
