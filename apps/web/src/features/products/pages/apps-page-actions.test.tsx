import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { browserLocation } from '@/lib/browser-location';
import { productTile, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { setUpApps as setUp } from './apps-page.fixtures';

describe('/apps actions: dialogs, keyboard and launches', () => {
  let track: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    track = vi.spyOn(analytics, 'track');
  });

  it('explains a pending access in a dialog that Escape closes, returning focus to its button', async () => {
    const { user } = setUp();
    const button = within(await screen.findByRole('article', { name: 'Channel Insights' })).getByRole('button', {
      name: 'Access pending',
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'We are working on your access' });
    expect(
      within(dialog).getByText('Setting up access to Channel Insights can take up to 2 days.'),
    ).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.accessPendingOpen, { product: 'CHANNEL_INSIGHTS' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('offers Learn more at rest (no hover needed), with the content, its article, a contact link and an image that goes away if it fails', async () => {
    const { user } = setUp({ flagsOn: ['wem-kb-rollout'] });
    const noAccess = await screen.findByRole('article', { name: 'Customer Perception' });
    const learnMore = within(noAccess).getByRole('button', { name: 'Learn more' });
    expect(learnMore).toBeVisible();
    await user.click(learnMore);

    const dialog = await screen.findByRole('dialog', { name: 'Get to know Customer Perception' });
    expect(dialog).toHaveAccessibleDescription('Customer Perception helps suppliers decide faster.');
    expect(
      within(within(dialog).getByRole('list', { name: 'Key features' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Customer Perception note one', 'Customer Perception note two']);
    expect(within(dialog).getByRole('link', { name: 'Read the full article' })).toHaveAttribute(
      'href',
      '/knowledgeBase/article/content?contentId=product-customer-perception',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contactUs?product=customer-perception',
    );
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.learnMoreOpen, {
      analyticsID: 'learn-more-customer-perception',
      product: 'CUSTOMER_PERCEPTION',
    });

    const image = within(dialog).getByRole('img', { name: 'An illustration of Customer Perception' });
    expect(image).toHaveAttribute('src', '/products/customer-perception.svg');
    fireEvent.error(image);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Customer Perception helps suppliers decide faster.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works by keyboard alone: Tab reaches Learn more on a tile without access, Escape returns to it', async () => {
    const { user } = setUp();
    const noAccess = await screen.findByRole('article', { name: 'Customer Perception' });
    const learnMore = within(noAccess).getByRole('button', { name: 'Learn more' });
    const actions: (string | null)[] = [];
    for (let i = 0; i < 30 && document.activeElement !== learnMore; i += 1) {
      await user.tab();
      actions.push(document.activeElement?.textContent ?? null);
    }
    expect(learnMore).toHaveFocus();
    expect(learnMore).toBeVisible();
    // On the way there, Tab stopped on the actions of the tiles before it, in order.
    expect(actions.filter((a) => a === 'Launch App' || a === 'Access pending')).toEqual(['Launch App']);

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Get to know Customer Perception' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(learnMore).toHaveFocus();
    expect(learnMore).toBeVisible();

    await user.tab();
    expect(learnMore).toBeVisible();
  });

  it("shows 'Coming soon' for Report Builder on MX at rest, instead of Learn more, with no tab stop of its own", async () => {
    const { user } = setUp({
      market: 'MX',
      user: userDetails({ market: 'MX' }),
      tiles: [
        productTile('SHOPPER_BEHAVIOR', { isNewTab: true }),
        productTile('REPORT_BUILDER', { accessStatus: null }),
      ],
    });
    const reportBuilder = await screen.findByRole('article', { name: 'Report Builder' });
    expect(within(reportBuilder).getByText('Coming soon')).toBeVisible();
    expect(within(reportBuilder).queryByRole('button', { name: 'Learn more' })).not.toBeInTheDocument();
    expect(reportBuilder).not.toHaveAttribute('tabindex');
    await user.hover(reportBuilder);
    expect(within(reportBuilder).getByText('Coming soon')).toBeVisible();
  });

  it('opens a new-tab product in the click itself and records the launch on the side', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, fetchMock } = setUp();
    const shopper = await screen.findByRole('article', { name: 'Shopper Behavior' });
    await user.click(within(shopper).getByRole('button', { name: 'Launch App' }));

    expect(open).toHaveBeenCalledExactlyOnceWith('https://shopper-behavior.example.com/start', '_blank', 'noopener');
    const [launch] = callsTo(fetchMock, 'POST /api/v1/products/SHOPPER_BEHAVIOR/launches');
    expect(launch?.init.keepalive).toBe(true);
    expect(launch?.headers.get('x-requested-with')).toBe('portal');
    // The server records the launch; the tracker does not record it a second time.
    expect(track).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.productLaunch, expect.anything());
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a same-tab product at the address the launch call answers', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, fetchMock } = setUp();
    const reportBuilder = await screen.findByRole('article', { name: 'Report Builder' });
    await user.click(within(reportBuilder).getByRole('button', { name: 'Launch App' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith('https://report-builder.example.com/from-server'),
    );
    expect(callsTo(fetchMock, 'POST /api/v1/products/REPORT_BUILDER/launches')).toHaveLength(1);
    expect(track).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.productLaunch, expect.anything());
    expect(open).not.toHaveBeenCalled();
  });

  it('says so when a launch is refused, and stays on the page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = setUp();
    const reportBuilder = await screen.findByRole('article', { name: 'Report Builder' });
    mockApi({
      'POST /api/v1/products/REPORT_BUILDER/launches': {
        status: 403,
        body: { status: 403, code: 'products.no_access', message: 'No access' },
      },
    });
    await user.click(within(reportBuilder).getByRole('button', { name: 'Launch App' }));
    expect(await within(reportBuilder).findByRole('alert')).toHaveTextContent(
      'You don’t have access to this product yet. Speak to your administrator to get access.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.apiError, expect.objectContaining({ status: 403 }));
  });
});
