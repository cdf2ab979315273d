import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MenuBook from '@mui/icons-material/MenuBook';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LANDING_MORE, landingProductGroups } from '@portal/contract/landing';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useMarket } from '@/lib/get-market';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProductGroupCard } from '../components/product-group-card';

const MORE_ICONS = { admin: AdminPanelSettings, support: SupportAgent, dataDictionary: MenuBook } as const;

/** The public landing page: what the portal offers in this market, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.pageTitle'));
  const { data: user } = useUserContext();
  const { data: market } = useMarket();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-heading"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography id="landing-heading" variant="h3" component="h1" sx={{ maxWidth: 760, mb: 2 }}>
            {t('landing.heading')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 760, mb: 3, fontWeight: 400 }}>
            {t('landing.intro')}
          </Typography>
          {user ? (
            <>
              <Typography sx={{ mb: 2 }}>{t('landing.welcomeBack', { name: user.first_name })}</Typography>
              <Button variant="contained" size="large" component={RouterLink} to={ROUTES.apps}>
                {t('landing.goToApps')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{t('landing.signInPrompt')}</Typography>
              <Button variant="contained" size="large" component={RouterLink} to={ROUTES.login}>
                {t('landing.signIn')}
              </Button>
            </>
          )}
          <Box sx={{ mt: 3 }}>
            <Link
              component={RouterLink}
              to={ROUTES.insightsArticles}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              {t('landing.insightsLink')}
              <ArrowForward aria-hidden="true" fontSize="small" />
            </Link>
          </Box>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="products-heading" maxWidth="lg" sx={{ py: 6 }}>
        <Typography id="products-heading" variant="h4" component="h2" sx={{ mb: 3 }}>
          {t('landing.productsHeading')}
        </Typography>
        <Grid container spacing={3}>
          {(market ? landingProductGroups(market.market) : []).map((group) => (
            <Grid key={group.id} size={{ xs: 12, md: 6 }}>
              <ProductGroupCard group={group} />
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container component="section" aria-labelledby="more-heading" maxWidth="lg" sx={{ pb: 8 }}>
        <Typography id="more-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('landing.more.heading')}
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LANDING_MORE.map((id) => {
            const Icon = MORE_ICONS[id];
            return (
              <Grid
                key={id}
                component="li"
                size={{ xs: 12, md: 4 }}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Icon aria-hidden="true" color="primary" />
                <Typography>{t(`landing.more.${id}`)}</Typography>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </>
  );
}
