import type { AnalyticsBatch } from '@portal/contract/analytics';
import { ANALYTICS_EVENTS, analyticsBatchSchema } from '@portal/contract/analytics';
import { ANALYTICS_SCRIPT_DELAY_MS } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import {
  analytics,
  AnalyticsTracker,
  sendAnalyticsBatch,
  trackApiError,
  trackNoResults,
  trackPageView,
} from './analytics';
import { ApiClientError } from './api-client';

const newSend = () => vi.fn<(batch: AnalyticsBatch) => Promise<unknown>>().mockResolvedValue(undefined);

/** A started tracker without the start delay. */
function tracker(send = newSend()) {
  const instance = new AnalyticsTracker({ send, intervalMs: 3_000, currentPath: () => '/apps', startDelayMs: 0 });
  instance.start();
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

  describe('start delay', () => {
    function delayed() {
      const send = newSend();
      const instance = new AnalyticsTracker({ send, intervalMs: 5_000, currentPath: () => '/apps' });
      instance.setSignedIn(true);
      return { instance, send };
    }

    it(`sends nothing on its own until ${ANALYTICS_SCRIPT_DELAY_MS} ms after start, then what it buffered at once`, async () => {
      const { instance, send } = delayed();
      instance.track('before_start');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(send).not.toHaveBeenCalled();

      instance.start();
      for (let i = 0; i < 60; i += 1) instance.track(`e${i}`);
      await vi.advanceTimersByTimeAsync(ANALYTICS_SCRIPT_DELAY_MS - 1);
      expect(send).not.toHaveBeenCalled();
      expect(instance.pending).toBe(61);

      await vi.advanceTimersByTimeAsync(1);
      expect(send.mock.calls.map(([batch]) => batch.events.length)).toEqual([50, 11]);
      expect(send.mock.calls[0]?.[0].events[0]?.name).toBe('before_start');

      // From then on it sends on its interval.
      instance.track('after');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(send).toHaveBeenCalledTimes(3);
    });

    it('sends at once when asked to flush during the delay (the page is going away)', async () => {
      const { instance, send } = delayed();
      instance.start();
      instance.track('launch');
      await instance.flush();
      expect(send).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(ANALYTICS_SCRIPT_DELAY_MS);
      expect(send).toHaveBeenCalledTimes(1);
    });
  });

  describe('helpers', () => {
    it("record page views with the route's path, and the spec's 'No Results' and 'API Error' tags", () => {
      const track = vi.spyOn(analytics, 'track');
      trackPageView('/articles/insights');
      trackNoResults('apps');
      trackNoResults('dataDictionary', { term: 'zzz', product: null });
      trackApiError('tenantProducts', new ApiClientError({ status: 503, code: 'server.unavailable', message: 'x' }));
      trackApiError('articles', new Error('boom'));
      expect(track.mock.calls).toEqual([
        [ANALYTICS_EVENTS.pageView, { path: '/articles/insights' }, { path: '/articles/insights' }],
        ['No Results', { context: 'apps' }],
        ['No Results', { term: 'zzz', product: null, context: 'dataDictionary' }],
        ['API Error', { call: 'tenantProducts', status: 503, code: 'server.unavailable' }],
        ['API Error', { call: 'articles', status: null, code: null }],
      ]);
    });
  });
});
