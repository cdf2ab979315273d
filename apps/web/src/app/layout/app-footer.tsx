import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Market } from '@portal/contract/markets-core';
import { isRouteVisibleInMarket, ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useMarket } from '@/lib/get-market';
import { useLanguageChoice } from './language-switch';

const LANGUAGE_LABEL_ID = 'footer-language-label';

/**
 * The footer's links: the legal pages the market shows (spec section 2: terms on US only, the privacy policy
 * everywhere but MX), then contact. No legal link until the market is known, so none flashes and goes.
 */
function useFooterLinks(market: Market | undefined): { to: string; label: string }[] {
  const { t } = useTranslation();
  const legal = market
    ? [
        { to: ROUTES.terms, label: t('footer.terms') },
        { to: ROUTES.privacyPolicy, label: t('footer.privacy') },
      ].filter((link) => isRouteVisibleInMarket(link.to, market))
    : [];
  return [...legal, { to: ROUTES.contactUs, label: t('footer.contact') }];
}

/** The market's languages as buttons, each named in its own language; the one in use is pressed. */
function FooterLanguage() {
  const { t } = useTranslation();
  const { current, options, change } = useLanguageChoice();
  if (options.length === 0) return null;
  return (
    <Box
      role="group"
      aria-labelledby={LANGUAGE_LABEL_ID}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography id={LANGUAGE_LABEL_ID} variant="body2" component="span" color="text.secondary">
        {t('footer.language')}
      </Typography>
      {options.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="small"
          variant={locale === current ? 'outlined' : 'text'}
          aria-pressed={locale === current}
          onClick={() => locale !== current && change(locale)}
          sx={{ minHeight: 44 }}
        >
          {t(`languages.${locale}`)}
        </Button>
      ))}
    </Box>
  );
}

/** Every page's footer: the market's legal links, contact, and the language (spec section 2, issue 14). */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: market } = useMarket();
  const links = useFooterLinks(market?.market);
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 4,
          rowGap: 1,
        }}
      >
        <Box component="nav" aria-label={t('footer.navigation')}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0 }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  underline="hover"
                  variant="body2"
                  sx={{ display: 'inline-block', py: 1.5 }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <FooterLanguage />
      </Container>
    </Box>
  );
}
