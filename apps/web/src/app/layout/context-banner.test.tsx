import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import {
  ACME,
  companyLister,
  contextRoutes,
  RESET_CONTEXT,
  spectator,
} from '@/features/companies/pages/companies.fixtures';
import { i18n } from '@/i18n/i18n';
import { userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';
import { RootLayout } from './root-layout';

/** Every page's layout around a stand-in page, so the banner is seen as on any route. */
function setUp(user: UserDetails, routes = {}) {
  const fetchMock = mockApi({ ...contextRoutes(user), ...routes });
  const view = renderRoutes('/somewhere', {
    routes: [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'somewhere', element: <p>A page</p> },
          { path: 'companyList', element: <p>The company list</p> },
        ],
      },
    ],
  });
  return { ...view, fetchMock };
}

const banner = () => screen.findByRole('region', { name: 'Company context' });

describe('the company context banner', () => {
  it('tells a super admin on whose behalf they act, and returns them to the company list', async () => {
    const { user, router, fetchMock } = setUp({ ...companyLister, acting_tenant: ACME });
    const region = await banner();
    expect(region).toHaveTextContent('Acting on behalf of Acme Fresh Foods');
    expect(within(region).getByText('Acme Fresh Foods').tagName).toBe('STRONG');
    // Just under the header.
    expect(screen.getByRole('banner').nextElementSibling).toBe(region);

    await user.click(within(region).getByRole('button', { name: 'Return to Company List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyList'));
    const [reset] = callsTo(fetchMock, RESET_CONTEXT);
    expect(reset!.headers.get('x-requested-with')).toBe('portal');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Company context' })).not.toBeInTheDocument());
  });

  it('shows nothing for a super admin without a company', async () => {
    setUp(companyLister);
    await screen.findByText('A page');
    await screen.findByRole('button', { name: /^Account menu for/ });
    expect(screen.queryByRole('region', { name: 'Company context' })).not.toBeInTheDocument();
  });

  it('shows nothing for a supplier’s own user', async () => {
    setUp(userDetails({ acting_tenant: null }));
    await screen.findByRole('button', { name: /^Account menu for/ });
    expect(screen.queryByRole('region', { name: 'Company context' })).not.toBeInTheDocument();
  });

  it('asks the spectator to select a company to view for, linking to the list', async () => {
    const { user, router } = setUp(spectator);
    const region = await banner();
    await user.click(within(region).getByRole('link', { name: 'Select company to view for' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyList'));
  });

  it('names the company the spectator views for, with the way back, at 375 px and in each language', async () => {
    stubScreenWidth(375);
    const { user, router, fetchMock } = setUp({ ...spectator, acting_tenant: ACME });
    const region = await banner();
    expect(region).toHaveTextContent('Viewing the portal for Acme Fresh Foods');
    await act(() => i18n.changeLanguage('es-MX'));
    expect(region).toHaveTextContent('Viendo el portal como Acme Fresh Foods');
    expect(screen.getByRole('region', { name: 'Contexto de empresa' })).toBe(region);
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(region).toHaveTextContent('Vous consultez le portail comme Acme Fresh Foods');
    await user.click(within(region).getByRole('button', { name: 'Retour à la liste des entreprises' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyList'));
    expect(callsTo(fetchMock, RESET_CONTEXT)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Sélectionnez l’entreprise à consulter' })).toBeInTheDocument();
  });

  it('keeps the super admin on the page and says why when leaving the context fails', async () => {
    const { user, router } = setUp(
      { ...companyLister, acting_tenant: ACME },
      { [RESET_CONTEXT]: { status: 503, body: { status: 503, code: 'server.unavailable', message: 'Down' } } },
    );
    const region = await banner();
    await user.click(within(region).getByRole('button', { name: 'Return to Company List' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(router.state.location.pathname).toBe('/somewhere');
  });
});
