import { screen } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const FIRST_PAINT = { timeout: 5_000 };
const admin = superAdmin({
  authz: {
    group: 'Super Admin',
    permissions: [
      { action: 'SWITCH', resource: 'COMPANY' },
      { action: 'LIST', resource: 'ANNOUNCEMENT' },
      { action: 'UPDATE', resource: 'ANNOUNCEMENT' },
    ],
  },
});

function setUp(path: string, user: UserDetails) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    'POST /api/analytics/events': { status: 204 },
    'GET /api/announcements': { body: { items: [], total: 0, page: 0, size: 10 } },
  });
  return renderRoutes(path);
}

describe('the user menu: announcements', () => {
  it('leads holders of LIST ANNOUNCEMENT to the announcements', async () => {
    // The entry is a link; following a menu entry is tested end to end (outbox.spec.ts): rendering the page after
    // the menu's navigation spins a jsdom worker when CI=true (not in Chromium; root cause not found).
    const { user } = setUp('/accessDenied', admin);
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, FIRST_PAINT));
    expect(await screen.findByRole('menuitem', { name: 'Announcements' })).toHaveAttribute('href', '/announcements');
  });

  it('does not offer it to others', async () => {
    const { user } = setUp('/accessDenied', userDetails());
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, FIRST_PAINT));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
