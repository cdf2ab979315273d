import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import type { OscType } from '@portal/contract/support';
import { isBasicUser } from '@portal/contract/user-type';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { IncidentForm } from '../components/incident-form';
import { prefillOf } from '../contact-prefill';
import { LoadError } from '@/components/load-error';

/** The form variant: an access request (?request=access), a basic vendor's, or the general one. */
export function oscTypeFor(request: string | null, user: UserDetails | null): OscType {
  if (request === 'access') return 'REQUEST_ACCESS';
  if (user && isBasicUser(user)) return 'BASIC_VENDOR';
  return 'GENERAL';
}

/** The request-for-data-access notice (spec section 2). */
function AccessRequestNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{t('support.accessNotice.title')}</AlertTitle>
      {t('support.accessNotice.text')}
    </Alert>
  );
}

/** /support/ticketCreation (public): file an incident; ?request=access asks for access to data. */
export function TicketCreationPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('support.form.pageTitle'));
  const [searchParams] = useSearchParams();
  const userContext = useUserContext();
  const user = userContext.data ?? null;
  const categories = useCategories({ locale: resolveLocale(i18n.language), loginId: user?.login_id ?? null });
  const oscType = oscTypeFor(searchParams.get('request'), user);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="incident-form-heading" variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('support.form.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('support.form.intro')}
      </Typography>
      {oscType === 'REQUEST_ACCESS' ? <AccessRequestNotice /> : null}
      {categories.isError ? (
        <LoadError onRetry={() => void categories.refetch()} />
      ) : userContext.isPending || !categories.data ? (
        <PageLoader />
      ) : (
        <IncidentForm
          // A new variant or user starts the form over with their presets.
          key={`${oscType}:${user?.login_id ?? ''}:${categories.data.market}`}
          oscType={oscType}
          categories={categories.data}
          prefill={prefillOf(user)}
          signedIn={user !== null}
          userType={user?.user_type ?? null}
        />
      )}
    </Container>
  );
}
