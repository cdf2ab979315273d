import type { AnalyticsBatch } from '@portal/contract/analytics';
import { analyticsBatchSchema } from '@portal/contract/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { AnalyticsTracker, sendAnalyticsBatch } from './analytics';

function tracker(send = vi.fn<(batch: AnalyticsBatch) => Promise<unknown>>().mockResolvedValue(undefined)) {
  const instance = new AnalyticsTracker({ send, intervalMs: 3_000, currentPath: () => '/apps' });
  return { instance, send };
}

describe('analytics tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records nothing while nobody is signed in', async () => {
    const { instance, send } = tracker();
    instance.track('tile_click', { product: 'x' });
    await instance.flush();
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(instance.pending).toBe(0);
  });

  it('sends buffered events in the contract batch shape every few seconds', async () => {
    const { instance, send } = tracker();
    instance.setSignedIn(true);
    instance.track('tile_click', { product: 'SHOPPER_BEHAVIOR', position: 1 });
    instance.track('learn_more_click');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(send).toHaveBeenCalledTimes(1);
    const batch = send.mock.calls[0]?.[0];
    expect(analyticsBatchSchema.parse(batch)).toEqual(batch);
    expect(batch?.events.map((e) => e.name)).toEqual(['tile_click', 'learn_more_click']);
    expect(batch?.events[0]).toMatchObject({ path: '/apps', properties: { product: 'SHOPPER_BEHAVIOR', position: 1 } });
  });

  it('splits a flush into batches of at most 50 and resolves when all are sent', async () => {
    const { instance, send } = tracker();
    instance.setSignedIn(true);
    // Tracking the 50th event flushes a full batch at once.
    for (let i = 0; i < 50; i += 1) instance.track(`e${i}`);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].events).toHaveLength(50);
    for (let i = 0; i < 3; i += 1) instance.track(`f${i}`);
    await instance.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].events).toHaveLength(3);
    expect(instance.pending).toBe(0);
  });

  it('logs a failed send and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance } = tracker(vi.fn().mockRejectedValue(new Error('offline')));
    instance.setSignedIn(true);
    instance.track('x');
    await expect(instance.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('posts batches to the analytics endpoint with keepalive and the anti-forgery header', async () => {
    vi.useRealTimers();
    const fetchMock = mockApi({ 'POST /api/analytics/events': { status: 204 } });
    const batch = { events: [{ name: 'x', properties: {}, occurred_at: new Date().toISOString() }] };
    await sendAnalyticsBatch(batch);
    const [call] = callsTo(fetchMock, 'POST /api/analytics/events');
    expect(call?.init.keepalive).toBe(true);
    expect(call?.headers.get('x-requested-with')).toBe('portal');
    expect(call?.body).toEqual(batch);
  });
});
