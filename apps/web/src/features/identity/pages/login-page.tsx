import { safeReturnPath } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router';
import { FullPageRedirect } from '@/components/full-page-redirect';
import { signInUrl } from '@/lib/sign-in-url';

/** /login?lastUrl=…: hands over to the server sign-in page, which returns to lastUrl (default /apps). */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const lastUrl = safeReturnPath(searchParams.get('lastUrl'));
  return <FullPageRedirect url={signInUrl(lastUrl)} title={t('login.pageTitle')} message={t('login.redirecting')} />;
}
