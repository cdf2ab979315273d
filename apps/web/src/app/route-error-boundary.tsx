import { useEffect } from 'react';
import { useRouteError } from '@/lib/router/router';
import { ErrorFallback } from '@/components/error-fallback';

/** The router's error element: logs what failed and offers a refresh. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return <ErrorFallback />;
}
