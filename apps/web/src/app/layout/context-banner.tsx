import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { ROUTES } from '@portal/contract/routes';
import { isSuperAdminGroup, isViewOnlyGroup } from '@portal/contract/user-type';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useNavigate } from '@/lib/router/router';
import { useResetContext } from '@/lib/change-context';
import { errorText } from '@/lib/form-errors';
import { useUserContext } from '@/lib/get-user-context';

// Stands in for the company in the translated sentence, so the name can be emphasised wherever the language puts it.
const MARK = '\u0000';

/** A sentence of the catalogue with the company's name in bold. */
function WithCompany({ text, company }: { text: string; company: string }) {
  const [before = '', after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <strong>{company}</strong>
      {after}
    </>
  );
}

/** The way back: leaves the company's context, then opens the company list. */
function ReturnToList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetContext();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        loading={reset.isPending}
        onClick={() => reset.mutate(undefined, { onSuccess: () => void navigate(ROUTES.companyList) })}
      >
        {t('companies.banner.returnToList')}
      </Button>
      {reset.isError ? (
        <Typography role="alert" variant="body2" sx={{ flexBasis: '100%' }}>
          {errorText(t, reset.error)}
        </Typography>
      ) : null}
    </>
  );
}

function BannerText({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const company = user.acting_tenant?.name;
  const viewOnly = isViewOnlyGroup(user.authz.group);
  if (company === undefined) {
    return (
      <Link component={RouterLink} to={ROUTES.companyList} color="inherit" sx={{ fontWeight: 600 }}>
        {t('companies.banner.selectCompany')}
      </Link>
    );
  }
  const sentence = t(viewOnly ? 'companies.banner.viewing' : 'companies.banner.acting', { company: MARK });
  return (
    <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
      <WithCompany text={sentence} company={company} />
    </Typography>
  );
}

/**
 * The super admin's banner under the header (spec section 2, 'Header banners'): on whose behalf they act, with
 * the way back to the company list; the spectator's asks them to choose a company to view for, then names it.
 */
export function ContextBanner() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  if (!user || !isSuperAdminGroup(user.authz.group)) return null;
  const acting = user.acting_tenant !== null;
  if (!acting && !isViewOnlyGroup(user.authz.group)) return null;
  return (
    <Box
      component="section"
      aria-label={t('companies.banner.label')}
      sx={{
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        px: { xs: 2, sm: 3 },
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <BannerText user={user} />
      {acting ? <ReturnToList /> : null}
    </Box>
  );
}
