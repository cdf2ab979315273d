import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';

export type Crumb = { label: string; to?: string };

type KbFrameProps = {
  /** The page's name in the browser's title bar. */
  pageTitle: string;
  /** The knowledge base's home in this variant (the 'Knowledge Base' crumb). */
  home: string;
  /** Crumbs after 'Knowledge Base': the topic, the article; the last one is the page itself. */
  trail?: Crumb[];
  children: ReactNode;
};

/**
 * A knowledge-base page: the spec's breadcrumbs (Home, Resources, Knowledge Base, then where the reader is) above
 * its content, as wide as a reading column.
 */
export function KbFrame({ pageTitle, home, trail = [], children }: KbFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle);
  const crumbs: Crumb[] = [
    { label: t('knowledgeBase.breadcrumbs.home'), to: ROUTES.apps },
    { label: t('knowledgeBase.breadcrumbs.resources') },
    { label: t('knowledgeBase.breadcrumbs.knowledgeBase'), to: home },
    ...trail,
  ];
  const last = crumbs.length - 1;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs
        aria-label={t('knowledgeBase.breadcrumbs.label')}
        sx={{ mb: 2, '& ol': { flexWrap: 'wrap' }, overflowWrap: 'anywhere' }}
      >
        {crumbs.map((crumb, index) =>
          crumb.to && index !== last ? (
            <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography
              key={index}
              color={index === last ? 'text.primary' : 'inherit'}
              aria-current={index === last ? 'page' : undefined}
            >
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      {children}
    </Container>
  );
}
