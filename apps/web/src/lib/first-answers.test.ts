import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { firstAnswer, seedFirstAnswers } from './first-answers';

const PAGE = { total: 1, page: 0, size: 10, items: [{ id: 1 }] };
const LIST = { path: '/api/companies', params: { sortBy: 'companyName', page: 0, search: undefined } };

function clientWithAnswers(at = 1_000) {
  const queryClient = new QueryClient();
  seedFirstAnswers(
    queryClient,
    { locale: 'fr-CA', answers: { '/api/companies?page=0&sortBy=companyName': PAGE, '/api/tags': { tags: [] } } },
    at,
  );
  return queryClient;
}

describe("the page's first answers", () => {
  it('start the query of the same call, whatever order its parameters were built in, without asking', async () => {
    const queryClient = clientWithAnswers(Date.now());
    const ask = vi.fn(async () => ({ total: 0 }));
    const start = firstAnswer<typeof PAGE>(queryClient, { ...LIST, params: { page: 0, sortBy: 'companyName' } });
    expect(start.initialDataUpdatedAt).toBeDefined();
    const data = await queryClient.fetchQuery({ queryKey: ['companies'], queryFn: ask, staleTime: 60_000, ...start });
    expect(data).toEqual(PAGE);
    expect(ask).not.toHaveBeenCalled();
  });

  it('are as old as the page: past the stale time the query asks again', async () => {
    const queryClient = clientWithAnswers(Date.now() - 120_000);
    const ask = vi.fn(async () => ({ ...PAGE, total: 2 }));
    const start = firstAnswer<typeof PAGE>(queryClient, LIST);
    const data = await queryClient.fetchQuery({ queryKey: ['companies'], queryFn: ask, staleTime: 60_000, ...start });
    expect(ask).toHaveBeenCalledOnce();
    expect(data.total).toBe(2);
  });

  it('give nothing for another call, another language, or a page that holds none', () => {
    const queryClient = clientWithAnswers();
    expect(firstAnswer(queryClient, { ...LIST, params: { page: 1, sortBy: 'companyName' } })).toEqual({});
    expect(firstAnswer(queryClient, { path: '/api/tags', language: 'en-US' })).toEqual({});
    expect(firstAnswer(queryClient, { path: '/api/tags', language: 'fr-CA' }).initialData?.()).toEqual({ tags: [] });
    expect(firstAnswer(new QueryClient(), LIST)).toEqual({});
  });
});
