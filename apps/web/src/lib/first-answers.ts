import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import type { FirstCall } from '@portal/contract/page-bootstrap-core';
import { callKey } from '@portal/contract/page-bootstrap-core';
import type { QueryClient } from '@tanstack/react-query';

type FirstAnswers = NonNullable<PageBootstrap['first_answers']>;
type HeldAnswers = FirstAnswers & { at: number };

/** Where the page's first answers wait in the query cache for the queries that ask their calls. */
const FIRST_ANSWERS_KEY = ['page-first-answers'] as const;

/** Keeps the answers the server wrote into the page (decision 059), as answered at `at`. */
export function seedFirstAnswers(queryClient: QueryClient, answers: FirstAnswers, at = Date.now()): void {
  queryClient.setQueryData<HeldAnswers>(FIRST_ANSWERS_KEY, { ...answers, at });
}

/**
 * A query's start from the page's answer to its call, when the page holds one (in the call's language, for a call
 * that sends it): the first render then shows the answer instead of asking, and the answer is as fresh as the page.
 */
export function firstAnswer<T>(
  queryClient: QueryClient,
  call: FirstCall,
): { initialData?: () => T; initialDataUpdatedAt?: number } {
  const held = queryClient.getQueryData<HeldAnswers>(FIRST_ANSWERS_KEY);
  if (!held || (call.language !== undefined && call.language !== held.locale)) return {};
  const key = callKey(call.path, call.params);
  if (!Object.hasOwn(held.answers, key)) return {};
  return { initialData: () => held.answers[key] as T, initialDataUpdatedAt: held.at };
}
