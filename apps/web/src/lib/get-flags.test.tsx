import { act, render, screen, waitFor } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { userContextQueryKey } from '@/lib/get-user-context';
import { userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { useFlag } from './get-flags';

function Flag({ name }: { name: 'insights-activation-rollout' | 'contact-us-a-b-test' }) {
  return <p>{`${name}: ${String(useFlag(name))}`}</p>;
}

function renderFlags(user = userDetails()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userContextQueryKey, user);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <Flag name="insights-activation-rollout" />
      <Flag name="contact-us-a-b-test" />
    </AppProvider>,
  );
  return { ...view, queryClient };
}

const ON = { body: { flags: { ...FLAG_DEFAULTS, 'insights-activation-rollout': true, 'contact-us-a-b-test': true } } };

describe('feature flags', () => {
  it('are read once for every consumer, and again only when another user signs in', async () => {
    const fetchMock = mockApi({ 'GET /api/v1/feature-flags': ON });
    const { queryClient, rerender } = renderFlags();
    expect(await screen.findByText('insights-activation-rollout: true')).toBeInTheDocument();
    expect(screen.getByText('contact-us-a-b-test: true')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/v1/feature-flags')).toHaveLength(1);

    // A page mounted an hour later still finds them in the cache.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    rerender(
      <AppProvider queryClient={queryClient}>
        <Flag key="later" name="contact-us-a-b-test" />
      </AppProvider>,
    );
    expect(screen.getByText('contact-us-a-b-test: true')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/v1/feature-flags')).toHaveLength(1);

    act(() => queryClient.setQueryData(userContextQueryKey, userDetails({ login_id: 'someone-else' })));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/v1/feature-flags')).toHaveLength(2));
  });

  it('fall back to the defaults when they cannot be read, and the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'GET /api/v1/feature-flags': { status: 500, body: { status: 500, code: 'server.internal', message: 'down' } },
    });
    renderFlags();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not load the feature flags; the defaults apply', expect.anything()),
    );
    expect(screen.getByText('insights-activation-rollout: false')).toBeInTheDocument();
    expect(screen.getByText('contact-us-a-b-test: false')).toBeInTheDocument();
    // Not asked again in this session.
    expect(callsTo(fetchMock, 'GET /api/v1/feature-flags')).toHaveLength(1);
  });
});
