import { render, screen, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, spectator, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { accessRequest, acceptance, requestableCompany } from '@/testing/profile-fixtures';
import { renderRoutes } from '@/testing/render-app';
import { ProductsPicker } from '../components/products-picker';

const NOTICE = 'View only: changes are turned off for this account';
/** The spectator under the regular user's login id, so both read the same answers. */
const VIEWER = spectator({ login_id: 'user' });

function setUp(user: UserDetails, path: string) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    'GET /api/users/user/acceptances': { body: { loginId: 'user', acceptances: [acceptance()] } },
    'GET /api/v1/identity/users/user/access': ({ url }) => ({
      body: { items: [requestableCompany()], total: 1, page: Number(url.searchParams.get('page')), size: 10 },
    }),
    'GET /api/v1/identity/users/user/access-requests': { body: { items: [accessRequest()] } },
  });
  return renderRoutes(path);
}

/** The profile's controls that change something: names, password reset, language and time zone. */
async function profileControls() {
  const details = await screen.findByRole('region', { name: 'Your details' });
  return [
    within(details).getByRole('textbox', { name: /^First name/ }),
    within(details).getByRole('textbox', { name: /^Last name/ }),
    within(details).getByRole('button', { name: 'Save name' }),
    screen.getByLabelText(/^Current password/),
    screen.getByRole('button', { name: 'Reset password' }),
    screen.getByRole('combobox', { name: 'Preferred language' }),
    screen.getByRole('combobox', { name: 'Time zone' }),
  ];
}

async function requestAccessControls() {
  const form = await screen.findByRole('form', { name: 'New request' });
  await within(form).findByRole('radio');
  return [
    ...within(form).getAllByRole('radio'),
    ...within(form).queryAllByRole('checkbox'),
    within(form).getByRole('textbox', { name: /note/i }),
    within(form).getByRole('button', { name: /send/i }),
  ];
}

describe('the profile for the view-only spectator', () => {
  it('shows every field with its value, turned off, and says why', async () => {
    setUp(VIEWER, '/profile');
    const controls = await profileControls();
    for (const control of controls) expect(control).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Priya');
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('leaves them on for a regular user, without the notice', async () => {
    setUp(userDetails(), '/profile');
    for (const control of await profileControls()) expect(control).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});

describe('/profile/requestAccess for the view-only spectator', () => {
  it('still searches the companies, but cannot choose one, pick products, write a note or send', async () => {
    setUp(VIEWER, '/profile/requestAccess');
    for (const control of await requestAccessControls()) expect(control).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: /search/i })).toBeEnabled();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('leaves the form on for a regular user', async () => {
    setUp(userDetails(), '/profile/requestAccess');
    for (const control of await requestAccessControls()) expect(control).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});

describe('ProductsPicker', () => {
  it.each([
    [true, 'turned off'],
    [false, 'on'],
  ])('with disabled %s has its products %s', (disabled) => {
    render(
      <ProductsPicker
        company={requestableCompany()}
        chosen={[]}
        onChange={() => {}}
        error={undefined}
        disabled={disabled}
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.hasAttribute('disabled')).toBe(disabled);
  });
});
