import { screen, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { spectator, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { deskIncident, incidentDetail, setUpSupport, FIRST_PAINT } from './support.fixtures';

const NOTICE = 'View only: changes are turned off for this account';
const WORKS_INCIDENTS: UserDetails['authz']['permissions'] = [{ action: 'UPDATE', resource: 'SUPPORT_INCIDENT' }];
/** The spectator under the regular user's login id, so both read the same answers. */
const VIEWER = spectator({ login_id: 'user' });
const AGENT = userDetails({ login_id: 'agent', authz: { group: 'Support Agent', permissions: WORKS_INCIDENTS } });
/** A view-only user who may open the desk: the desk's own changes are turned off for them too. */
const VIEWING_AGENT = spectator({ authz: { group: 'Super Admin Spectator', permissions: WORKS_INCIDENTS } });

async function ticketCreationControls() {
  const form = await screen.findByRole('form', { name: /incident/i }, FIRST_PAINT);
  return [
    ...within(form).getAllByRole('radio'),
    within(form).getByRole('combobox', { name: /^Support type/ }),
    within(form).getByRole('textbox', { name: /^First name/ }),
    within(form).getByRole('textbox', { name: /^Describe the situation/ }),
    within(form).getByRole('button', { name: 'Attach a file' }),
    within(form).getByRole('checkbox'),
    within(form).getByRole('button', { name: 'Submit' }),
  ];
}

async function contactControls() {
  const reason = await screen.findByRole('combobox', { name: /^Reason/ }, FIRST_PAINT);
  return [
    reason,
    screen.getByRole('textbox', { name: /^First name/ }),
    screen.getByRole('textbox', { name: /^Message/ }),
    screen.getByRole('button', { name: 'Send' }),
  ];
}

async function ticketDetailControls() {
  await screen.findByRole('heading', { level: 1, name: 'Incident 261122-000001' }, FIRST_PAINT);
  return [
    screen.getByRole('button', { name: 'Close incident' }),
    screen.getByRole('textbox', { name: /^Comment/ }),
    screen.getByRole('button', { name: 'Add comment' }),
  ];
}

async function deskControls() {
  await screen.findByRole('heading', { level: 1, name: 'Incident 261122-000001' }, FIRST_PAINT);
  return [
    screen.getByRole('combobox', { name: 'Move to' }),
    screen.getByRole('textbox', { name: /^Message/ }),
    screen.getByRole('radio', { name: 'Reply to the requester' }),
    screen.getByRole('radio', { name: /Internal note/ }),
    screen.getByRole('button', { name: 'Send' }),
  ];
}

const DETAIL: Record<string, MockHandler> = { 'GET /api/osc/user/incidents/261122-000001': { body: incidentDetail() } };
const DESK: Record<string, MockHandler> = { 'GET /api/support/desk/incidents/261122-000001': { body: deskIncident() } };

const cases: [string, string, UserDetails, UserDetails, () => Promise<HTMLElement[]>, Record<string, MockHandler>][] = [
  ['/support/ticketCreation', '/support/ticketCreation', VIEWER, userDetails(), ticketCreationControls, {}],
  ['/contactUs', '/contactUs', VIEWER, userDetails(), contactControls, {}],
  [
    '/support/trackTicket/:ticketId',
    '/support/trackTicket/261122-000001',
    VIEWER,
    userDetails(),
    ticketDetailControls,
    DETAIL,
  ],
  ['/support/desk/:incidentId', '/support/desk/261122-000001', VIEWING_AGENT, AGENT, deskControls, DESK],
];

describe.each(cases)('%s', (_, path, viewer, regular, controls, routes) => {
  it('shows the view-only spectator every control turned off, and why', async () => {
    setUpSupport(path, viewer, routes);
    for (const control of await controls()) expect(control).toBeDisabled();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('leaves them on for a user who may change things, without the notice', async () => {
    setUpSupport(path, regular, routes);
    for (const control of await controls()) expect(control).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
