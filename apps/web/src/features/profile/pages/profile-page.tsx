import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import { ROUTES } from '@portal/contract/routes';
import { isBasicUser } from '@portal/contract/user-type';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AcceptancesSection } from '../components/acceptances-section';
import { DetailsSection } from '../components/details-section';
import { NoticeSnackbar, useNotice } from '../components/notice-snackbar';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { ProfileSection } from '../components/profile-section';

function RequestAccessSection() {
  const { t } = useTranslation();
  return (
    <ProfileSection id="profile-request-access" title={t('profile.requestAccessHeading')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.requestAccessIntro')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={ROUTES.requestAccess}>
        {t('profile.requestAccessLink')}
      </Button>
    </ProfileSection>
  );
}

function Profile({ user, market }: { user: UserDetails; market: Market }) {
  const { notice, show, close } = useNotice();
  return (
    <Stack spacing={3}>
      <ViewOnlyNotice />
      <DetailsSection user={user} onNotice={show} />
      <PreferencesSection user={user} market={market} onNotice={show} />
      <PasswordSection />
      <AcceptancesSection loginId={user.login_id} />
      {/* Basic users may not ask for other companies' data (the guard keeps them off the page). */}
      {isBasicUser(user) ? null : <RequestAccessSection />}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}

/** /profile: name and e-mail, company and user type, language and time zone, password reset, accepted documents. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.pageTitle'));
  const { data: user } = useUserContext();
  const { data: marketInfo } = useMarket();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('profile.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('profile.intro')}
      </Typography>
      {user && marketInfo ? <Profile user={user} market={marketInfo.market} /> : <PageLoader />}
    </Container>
  );
}
