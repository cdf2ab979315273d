import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiClientError } from '@/lib/api-client';
import { LoadError } from './load-error';
import { NotFoundNotice } from './not-found-notice';
import { PageLoader } from './page-loader';

/**
 * One record read by id, in its four states: shown, missing (404, or 400 for an id that cannot exist), failed
 * (with retry) and loading.
 */
export function RecordContent<T>({
  query,
  missing,
  children,
}: {
  query: UseQueryResult<T>;
  missing: { title: string; text: string };
  children: (record: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (isApiClientError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFoundNotice headingLevel="h1" title={missing.title} text={missing.text} />;
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <PageLoader />;
}
