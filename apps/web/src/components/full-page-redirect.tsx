import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { browserLocation } from '@/lib/browser-location';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';

type FullPageRedirectProps = {
  /** A URL outside the single-page app (e.g. the server sign-in page). */
  url: string;
  title: string;
  message: string;
};

/** Leaves the single-page app for a server page, replacing the current history entry. */
export function FullPageRedirect({ url, title, message }: FullPageRedirectProps) {
  useDocumentTitle(title);
  const sentTo = useRef<string | null>(null);
  useEffect(() => {
    if (sentTo.current === url) return;
    sentTo.current = url;
    browserLocation.replace(url);
  }, [url]);
  return (
    <StatusPage heading={message}>
      <CircularProgress aria-label={message} />
    </StatusPage>
  );
}
