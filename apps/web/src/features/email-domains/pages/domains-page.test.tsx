import { screen, waitFor, within } from '@testing-library/react';
import type { EmailDomain, EmailDomainPage } from '@portal/contract/email-domains';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };
const COMPANY_ID = 7;
const LIST = `GET /api/companies/${COMPANY_ID}/email-domains`;
const CREATE = `POST /api/companies/${COMPANY_ID}/email-domains`;
const VALIDATE = `POST /api/companies/${COMPANY_ID}/email-domains/validate`;
const TENANT = { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' } as const;

const LIST_DOMAINS = { action: 'LIST', resource: 'EMAIL_DOMAIN' } as const;
const UPDATE_DOMAINS = { action: 'UPDATE', resource: 'EMAIL_DOMAIN' } as const;
const admin = userDetails({
  login_id: 'admin',
  company_id: COMPANY_ID,
  authz: { group: 'Admin', permissions: [LIST_DOMAINS, UPDATE_DOMAINS] },
});
const acting = superAdmin({
  acting_tenant: TENANT,
  acting_company_id: COMPANY_ID,
  authz: {
    group: 'Super Admin',
    permissions: [LIST_DOMAINS, UPDATE_DOMAINS, { action: 'APPROVE', resource: 'EMAIL_DOMAIN' }],
  },
});
const spectator = superAdmin({
  login_id: 'spectator',
  acting_tenant: TENANT,
  acting_company_id: COMPANY_ID,
  authz: { group: 'Super Admin Spectator', permissions: [LIST_DOMAINS] },
});

function domain(overrides: Partial<EmailDomain> = {}): EmailDomain {
  return {
    id: 5,
    domainName: 'acmefresh.example',
    companyId: COMPANY_ID,
    allowSubDomains: true,
    is3pDomain: false,
    approvedByException: false,
    ...overrides,
  };
}
const PARTNER = domain({
  id: 6,
  domainName: 'brightside.example',
  allowSubDomains: false,
  is3pDomain: true,
  approvedByException: true,
});
const EXCEPTIONS = `POST /api/companies/${COMPANY_ID}/email-domains/exceptions`;
const page = (items: EmailDomain[]): EmailDomainPage => ({ items, total: items.length, page: 0, size: 10 });

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [LIST]: { body: page([domain(), PARTNER]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes('/admin/domainsList') };
}

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;

describe('/admin/domainsList', () => {
  it("lists the company's domains with the spec's columns in words, domain A–Z, ten a page", async () => {
    stubScreenWidth(1280);
    const { fetchMock } = setUp(admin);
    expect(await screen.findByRole('cell', { name: 'acmefresh.example' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Authorized domains' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Domain', 'Allow sub-domains', 'Domain type', 'Actions']);
    expect(rowOf('acmefresh.example')).toHaveTextContent(/acmefresh\.example.*Yes.*Company/);
    expect(rowOf('brightside.example')).toHaveTextContent(
      /brightside\.example.*No.*3P partner \(approved by exception\)/,
    );
    expect(Object.fromEntries(callsTo(fetchMock, LIST).at(-1)!.url.searchParams)).toEqual({
      page: '0',
      pageSize: '10',
      sortBy: 'domainName',
      sortOrder: 'asc',
    });
  });

  it('shows the empty overlay, and the error overlay with a retry', async () => {
    let fail = true;
    setUp(admin, {
      [LIST]: () => (fail ? { status: 500, body: { status: 500, code: 'server.internal' } } : { body: page([]) }),
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i }, FIRST_PAINT);
    fail = false;
    retry.click();
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent(
      'No authorized domains yet. Choose Add domain to allow your company’s e-mail domain.',
    );
  });

  it('says when the user has no company to administer', async () => {
    setUp({ ...admin, company_id: null, acting_company_id: null });
    expect(
      await screen.findByText('We couldn’t find the company whose domains to show.', undefined, FIRST_PAINT),
    ).toBeInTheDocument();
  });

  it('adds a domain: the form checks it, the server validates it, then it is saved', async () => {
    let saved: unknown = null;
    const { user, fetchMock } = setUp(admin, {
      [VALIDATE]: ({ body }) => {
        const name = (body as { domains: { domainName: string }[] }).domains[0]!.domainName;
        const problem = { 'acmefresh.example': 'duplicate', 'gmail.com': 'publicProvider' }[name] ?? null;
        return { body: { valid: problem === null, rows: [{ domainName: name, problem }] } };
      },
      [CREATE]: ({ body }) => {
        saved = body;
        return { status: 201, body: domain({ id: 9, domainName: 'new.example' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add domain' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a domain' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });

    await user.type(field, 'https://new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the domain only, without https:// or another scheme.')).toBeVisible();
    expect(callsTo(fetchMock, VALIDATE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ACMEFRESH.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Your company has this domain already.')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'gmail.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/public e-mail provider’s domain \(such as gmail\.com\)/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Approve an exception/ })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'New.example');
    await user.click(within(dialog).getByRole('checkbox', { name: '3P partner domain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain new.example saved.')).toBeInTheDocument();
    expect(saved).toEqual({ domainName: 'new.example', allowSubDomains: false, is3pDomain: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a domain, validating it as itself, and deletes one after confirmation', async () => {
    let changed: unknown = null;
    const { user, fetchMock } = setUp(admin, {
      [VALIDATE]: ({ body }) => ({
        body: { valid: true, rows: [{ domainName: 'acmefresh.example', problem: null }], echo: body },
      }),
      [`PUT /api/companies/${COMPANY_ID}/email-domains/5`]: ({ body }) => {
        changed = body;
        return { body: domain({ allowSubDomains: false }) };
      },
      [`DELETE /api/companies/${COMPANY_ID}/email-domains/brightside.example`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for acmefresh.example' }, FIRST_PAINT));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the domain' });
    expect(within(dialog).getByRole('textbox', { name: 'Domain' })).toHaveValue('acmefresh.example');
    await user.click(within(dialog).getByRole('checkbox', { name: /Allow sub-domains/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain acmefresh.example saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, VALIDATE)[0]!.body).toEqual({ domains: [{ domainName: 'acmefresh.example', id: 5 }] });
    expect(changed).toEqual({ domainName: 'acmefresh.example', allowSubDomains: false, is3pDomain: false });

    await user.click(screen.getByRole('button', { name: 'Actions for brightside.example' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the domain?' });
    expect(confirm).toHaveTextContent('brightside.example');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Domain brightside.example deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/companies/${COMPANY_ID}/email-domains/brightside.example`)).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when a save fails', async () => {
    const { user } = setUp(admin, {
      [VALIDATE]: { body: { valid: true, rows: [{ domainName: 'x.example', problem: null }] } },
      [CREATE]: { status: 500, body: { status: 500, code: 'server.internal', message: 'boom' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add domain' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a domain' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Domain' }), 'x.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a domain' })).toBeInTheDocument();
  });

  it('lets a super admin acting for the company approve an exception from a refusal, then save the domain', async () => {
    let approvals = 0;
    let approved = false;
    const { user, fetchMock } = setUp(acting, {
      [VALIDATE]: () => ({
        body: {
          valid: approved,
          rows: [{ domainName: 'retailer.example', problem: approved ? null : 'retailerDomain' }],
        },
      }),
      [EXCEPTIONS]: () => {
        approvals += 1;
        if (approvals === 1)
          return { status: 409, body: { status: 409, code: 'email_domain.exception_exists', message: 'exists' } };
        approved = true;
        const body = { id: 1, companyId: COMPANY_ID, domainName: 'retailer.example', rule: 'retailerDomain' };
        return { status: 201, body: { ...body, approvedBy: 'superadmin', approvedAt: '2026-11-22T10:00:00.000Z' } };
      },
      [CREATE]: { status: 201, body: domain({ id: 9, domainName: 'retailer.example', approvedByException: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add domain' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a domain' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Domain' }), 'retailer.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/one of the retailer’s own domains/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve an exception…' }));

    const confirm = await screen.findByRole('dialog', { name: 'Approve an exception?' });
    expect(confirm).toHaveTextContent(
      'Acme Fresh Foods will be allowed to add retailer.example although it is refused (the retailer’s own domain). ' +
        'Anyone with an e-mail address at retailer.example could then be invited as a user of Acme Fresh Foods. ' +
        'The approval is recorded in the activity log under your name.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve the exception' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This company already has an exception for this domain.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve the exception' }));
    expect(await within(dialog).findByText('Exception approved. Choose Save to add retailer.example.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Approve an exception?' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, EXCEPTIONS).at(-1)!.body).toEqual({ domainName: 'retailer.example' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain retailer.example saved.')).toBeInTheDocument();
  });

  it('shows the spectator the domains with every control disabled', async () => {
    const { user } = setUp(spectator);
    expect(await screen.findByRole('cell', { name: 'acmefresh.example' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeDisabled();
    expect(screen.getByText('You can view these domains but not change them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for acmefresh.example' }));
    for (const name of ['Edit', 'Delete']) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('sends a user without LIST EMAIL_DOMAIN to /accessDenied', async () => {
    const { router } = setUp(userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
  });
});
