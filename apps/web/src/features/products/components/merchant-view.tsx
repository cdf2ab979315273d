import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';

/** The merchant's everyday destinations beside the products, in the order they are needed. */
const MERCHANT_LINKS = [
  { key: 'dataDictionary', to: ROUTES.dataDictionary },
  { key: 'insights', to: ROUTES.insightsArticles },
  { key: 'support', to: ROUTES.supportHome },
] as const;

/**
 * The merchant view of /apps (decision record 017): a merchant belongs to no supplier, so instead of a company's
 * launcher they get their own products followed by the places a merchant reads supplier data from: the measures'
 * definitions, the insights articles, and support (tickets, access requests).
 */
export function MerchantView() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="merchant-view-title" sx={{ mt: 5 }}>
      <Typography id="merchant-view-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('apps.merchant.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('apps.merchant.intro')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {MERCHANT_LINKS.map(({ key, to }) => (
          <Grid key={key} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: 'primary.dark' }}>
                    {t(`apps.merchant.links.${key}.title`)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`apps.merchant.links.${key}.description`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
