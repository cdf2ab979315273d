import { screen, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { marketInfo, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const FIRST_PAINT = { timeout: 5_000 };
const LIST_DOMAINS = { action: 'LIST', resource: 'EMAIL_DOMAIN' } as const;
const LIST_USERS = { action: 'LIST', resource: 'USER' } as const;
const LIST_ACTIVITY_LOG = { action: 'LIST', resource: 'ACTIVITY_LOG' } as const;
const LIST_PARTNERS = { action: 'LIST', resource: 'COMPANY_PARTNER_ASSOCIATION' } as const;

function setUp(user: UserDetails) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
  });
  return renderRoutes('/admin');
}

describe('/admin', () => {
  it('shows a tile per built page the user may list, linking to it', async () => {
    setUp(userDetails({ authz: { group: 'Admin', permissions: [LIST_DOMAINS, LIST_USERS] } }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'General and Access Settings' }, FIRST_PAINT);
    expect(heading).toBeInTheDocument();
    const tiles = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('listitem');
    // 3P partners needs LIST COMPANY_PARTNER_ASSOCIATION, the activity log LIST ACTIVITY_LOG; the user access audit
    // (decision 057) LIST USER.
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByRole('link', { name: /User management/ })).toHaveAttribute('href', '/admin/userList');
    expect(within(tiles[1]!).getByRole('link', { name: /Authorized domains/ })).toHaveAttribute(
      'href',
      '/admin/domainsList',
    );
    expect(screen.queryByText('You are not an administrator.')).not.toBeInTheDocument();
  });

  it('shows the 3P partners tile to holders of LIST COMPANY_PARTNER_ASSOCIATION, then the activity log and the audit', async () => {
    setUp(
      userDetails({
        authz: { group: 'Admin', permissions: [LIST_USERS, LIST_DOMAINS, LIST_PARTNERS, LIST_ACTIVITY_LOG] },
      }),
    );
    await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
    const tiles = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(within(tiles[4]!).getByRole('link', { name: /User access audit/ })).toHaveAttribute(
      'href',
      '/admin/accessAudit',
    );
    expect(within(tiles[2]!).getByRole('link', { name: /3P partners/ })).toHaveAttribute('href', '/admin/thirdParty');
    expect(within(tiles[3]!).getByRole('link', { name: /Activity log/ })).toHaveAttribute('href', '/admin/activityLog');
    expect(tiles[3]).toHaveTextContent('Activity across your organisation.');
  });

  it('offers a holder of LIST ACTIVITY_LOG alone only the activity log', async () => {
    setUp(userDetails({ authz: { group: 'Admin', permissions: [LIST_ACTIVITY_LOG] } }));
    await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
    expect(screen.getAllByRole('link', { name: /User management|Authorized domains|Activity log/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Activity log/ })).toBeInTheDocument();
    expect(screen.queryByText('You are not an administrator.')).not.toBeInTheDocument();
  });

  it('leaves out the domains tile without LIST EMAIL_DOMAIN', async () => {
    setUp(userDetails({ authz: { group: 'Admin', permissions: [LIST_USERS] } }));
    await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
    expect(screen.getByRole('link', { name: /User management/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Authorized domains/ })).not.toBeInTheDocument();
  });

  it('leaves out the user management tile without LIST USER', async () => {
    setUp(userDetails({ authz: { group: 'Admin', permissions: [LIST_DOMAINS] } }));
    await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
    expect(screen.queryByRole('link', { name: /User management/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Authorized domains/ })).toBeInTheDocument();
  });

  it("tells a user with no admin LIST permission that they are not an administrator, in the page's language", async () => {
    setUp(userDetails());
    expect(await screen.findByText('You are not an administrator.', undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Authorized domains/ })).not.toBeInTheDocument();
    await i18n.changeLanguage('fr-CA');
    expect(await screen.findByText('Vous n’êtes pas administrateur.')).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
  });
});
