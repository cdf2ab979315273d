import { SCRIPT_CHUNK_TIMEOUT_MS } from '@portal/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '@/testing/mock-api';
import { marketInfo } from '@/testing/fixtures';
import { elapse, installFakeClock, renderRoutes } from '@/testing/render-app';
import { ChunkTimeoutError, withChunkTimeout } from './chunk-timeout';

// The documents' chunk never arrives: importing it waits forever, as a stalled download would.
vi.mock('@/features/documents/pages/document-pages', () => new Promise(() => undefined));

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the spec’s 120 seconds', () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('answers a chunk that arrives in time, and fails one that arrives no more', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('page'))()).resolves.toBe('page');
    await expect(withChunkTimeout(() => Promise.reject(new Error('chunk missing')))()).rejects.toThrow('chunk missing');
  });

  it('gives up on a chunk still loading after the timeout, not before', async () => {
    let outcome = 'waiting';
    withChunkTimeout(() => new Promise<string>(() => undefined))().then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error instanceof ChunkTimeoutError ? 'timed out' : 'failed'),
    );
    await vi.advanceTimersByTimeAsync(SCRIPT_CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timed out');
  });

  it('leaves no timer behind once the chunk is in', async () => {
    await withChunkTimeout(() => Promise.resolve('page'))();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a page whose chunk takes longer than the timeout', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': signedOut });
  });
  afterEach(() => vi.useRealTimers());

  it("shows the error page with 'Refresh page' after 120 seconds instead of waiting forever", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeClock();
    renderRoutes('/terms');
    await elapse(SCRIPT_CHUNK_TIMEOUT_MS - 1_000);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    await elapse(1_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
  });
});
