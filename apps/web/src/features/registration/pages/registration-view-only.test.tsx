import { screen } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, spectator, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { portalDocument, userCompanies } from '@/testing/profile-fixtures';
import { renderRoutes } from '@/testing/render-app';

const NOTICE = 'View only: changes are turned off for this account';

function setUp(user: UserDetails) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    'GET /api/users/companies': { body: userCompanies('SUPPLIER', {}, user.login_id) },
    'GET /api/content/documents': ({ url }) => ({ body: portalDocument(url.searchParams.get('assetPath') ?? '') }),
  });
  return renderRoutes('/userRegistration');
}

async function registrationControls() {
  await screen.findByRole('textbox', { name: /^First name/ });
  return [
    screen.getByRole('textbox', { name: /^First name/ }),
    screen.getByRole('textbox', { name: /^Last name/ }),
    screen.getByRole('combobox', { name: 'Preferred language' }),
    screen.getByRole('combobox', { name: 'Time zone' }),
    screen.getByRole('button', { name: 'Next' }),
  ];
}

describe('/userRegistration for the view-only spectator', () => {
  it('shows the details step turned off, and why', async () => {
    setUp(spectator());
    for (const control of await registrationControls()) expect(control).toBeDisabled();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('leaves it on for a user who registers', async () => {
    setUp(userDetails({ login_id: 'newuser', registration_completed: false }));
    for (const control of await registrationControls()) expect(control).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
