import { IDENTITY_PATHS } from '@portal/contract/identity-core';

/** The server sign-in page, returning to `lastUrl` afterwards; `idle` makes it show the inactivity notice. */
export function signInUrl(lastUrl: string, options: { idle?: boolean } = {}): string {
  const params = new URLSearchParams({ lastUrl });
  if (options.idle) params.set('idle', '1');
  return `${IDENTITY_PATHS.login}?${params.toString()}`;
}
