import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics-core';
import type { UserDetails } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets-core';
import type { ProductTile as Tile } from '@portal/contract/products';
import {
  groupTiles,
  isTileHidden,
  launcherNotice,
  noAccessMessageKind,
  productArticlePath,
  tileState,
} from '@portal/contract/products-core';
import { ROUTES } from '@portal/contract/routes';
import { deriveUserType, effectiveTenant, isSuperAdminGroup, personaOf } from '@portal/contract/user-type';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorFallback } from '@/components/error-fallback';
import { PageLoader } from '@/components/page-loader';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFlag } from '@/lib/get-flags';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { usePartnerContext } from '@/lib/partner-context';
import { analytics, trackApiError, trackNoResults } from '@/lib/analytics';
import { Link as RouterLink } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { useCompanyAdministrators } from '../api/get-company-administrators';
import { useTenantProducts } from '../api/get-tenant-products';
import { MerchantView } from '../components/merchant-view';
import { NoAccessMessage } from '../components/no-access-message';
import { ProductTile } from '../components/product-tile';

// The dialogs (MUI's Dialog and Modal) load with the first one opened: the page does not show them at first paint.
const LearnMoreDialog = lazy(() =>
  import('../components/learn-more-dialog').then((m) => ({ default: m.LearnMoreDialog })),
);
const AccessPendingDialog = lazy(() =>
  import('../components/access-pending-dialog').then((m) => ({ default: m.AccessPendingDialog })),
);

const SKELETON_TILES = 4;

function TilesLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('apps.loading')}
      </Box>
      <Grid container spacing={3} aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={200} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

type DialogState = { kind: 'learnMore' | 'accessPending'; tile: Tile; open: boolean } | null;

type TilesProps = {
  tiles: Tile[];
  user: UserDetails;
  market: Market;
  associatedTenantId: number | undefined;
  /** The company the tiles are for (tenant 0: none, an internal user). */
  tenantId: number;
};

/**
 * A super admin (or the spectator) sees a company's products as its first administrator does; when the company has no
 * administrator, the tiles show without access, and this says why.
 */
function ActingWithoutAdministrator({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const acting = isSuperAdminGroup(user.authz.group) ? user.acting_tenant : null;
  const administrators = useCompanyAdministrators(acting ? { tenantId: acting.id, loginId: user.login_id } : null);
  if (!acting || administrators.data?.administrators.length !== 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 4 }}>
      {t('apps.actingNoAdministrator', { company: acting.name })}
    </Alert>
  );
}

/** The line under tiles some of which the user has no access to: whom to speak to, or, for whoever grants access, where. */
function TilesFooter({ manageUsers }: { manageUsers: boolean }) {
  const { t } = useTranslation();
  if (!manageUsers) return <Typography color="text.secondary">{t('apps.footer')}</Typography>;
  return (
    <Typography color="text.secondary">
      {t('apps.footerManageUsers')}{' '}
      <Link component={RouterLink} to={ROUTES.adminUserList} sx={{ fontWeight: 600 }}>
        {t('apps.noAccess.goToUserManagement')}
      </Link>
    </Typography>
  );
}

function Tiles({ tiles, user, market, associatedTenantId, tenantId }: TilesProps) {
  const { t } = useTranslation();
  const viewOnly = useViewOnly();
  const [dialog, setDialog] = useState<DialogState>(null);
  const messageKind = noAccessMessageKind(user);
  const notice = launcherNotice(tiles);
  const lacksAccess = tiles.some((tile) => tileState(tile.accessStatus) === 'noAccess');
  const readsKnowledgeBase = useFlag('wem-kb-rollout');

  const openLearnMore = (tile: Tile) => {
    if (tile.learnMoreContent) {
      analytics.track(ANALYTICS_EVENTS.learnMoreOpen, {
        analyticsID: tile.learnMoreContent.analyticsID,
        product: tile.code,
      });
    }
    setDialog({ kind: 'learnMore', tile, open: true });
  };
  const openAccessPending = (tile: Tile) => {
    analytics.track(ANALYTICS_EVENTS.accessPendingOpen, { product: tile.code });
    setDialog({ kind: 'accessPending', tile, open: true });
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));

  return (
    <>
      {notice === 'none' ? null : (
        <NoAccessMessage
          kind={messageKind}
          notice={notice}
          pendingTiles={tiles.filter((tile) => tileState(tile.accessStatus) === 'pending')}
          tenantId={tenantId === 0 ? null : tenantId}
          loginId={user.login_id}
        />
      )}
      {tiles.length === 0 ? <Typography sx={{ mb: 4 }}>{t('apps.empty')}</Typography> : null}
      {groupTiles(tiles).map(({ group, tiles: groupTilesList }) => {
        const headingId = `apps-group-${group}`;
        return (
          <Box component="section" key={group} aria-labelledby={headingId} sx={{ mb: 5 }}>
            <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
              {t(`apps.groups.${group}`)}
            </Typography>
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {groupTilesList.map((tile) => (
                <Grid key={tile.code} component="li" size={{ xs: 12, sm: 6, lg: 4 }} sx={{ display: 'flex' }}>
                  <ProductTile
                    tile={tile}
                    market={market}
                    onLearnMore={openLearnMore}
                    onAccessPending={openAccessPending}
                    associatedTenantId={associatedTenantId}
                    viewOnly={viewOnly}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
      {lacksAccess && notice === 'none' ? <TilesFooter manageUsers={messageKind === 'manageUsers'} /> : null}
      {dialog ? (
        <Suspense fallback={null}>
          <LearnMoreDialog
            content={dialog.kind === 'learnMore' ? dialog.tile.learnMoreContent : null}
            articleHref={readsKnowledgeBase ? productArticlePath(dialog.tile.code, deriveUserType(user)) : null}
            open={dialog.kind === 'learnMore' && dialog.open}
            onClose={close}
          />
          <AccessPendingDialog
            tile={dialog.kind === 'accessPending' ? dialog.tile : null}
            open={dialog.kind === 'accessPending' && dialog.open}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** /apps, 'Get started with the product': the user's products by group, each with what the user can do with it. */
export function AppsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('apps.pageTitle'));
  const { data: user } = useUserContext();
  const { data: marketInfo } = useMarket();
  const locale = resolveLocale(i18n.language);
  const partner = usePartnerContext(user);
  const associatedTenantId = partner.chosen?.id;
  const products = useTenantProducts(
    user && partner.settled
      ? { tenantId: effectiveTenant(user).id, associatedTenantId, loginId: user.login_id, locale }
      : null,
  );
  const tiles = products.data?.products.filter((tile) => !isTileHidden(tile, window.location.hostname));

  useEffect(() => {
    if (products.isError) trackApiError('tenantProducts', products.error);
  }, [products.isError, products.error]);
  useEffect(() => {
    if (tiles?.length === 0) trackNoResults('apps');
  }, [tiles?.length]);

  if (products.isError) return <ErrorFallback />;
  if (!user || !marketInfo) return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('apps.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
        {t('apps.intro')}
      </Typography>
      {partner.applies ? (
        // Present before the tiles arrive, so a change of supplier is announced.
        <Typography role="status" sx={{ mb: 4, fontWeight: 600, minHeight: '1.5em' }}>
          {products.data ? t('apps.productsFor', { company: products.data.tenant.name }) : ''}
        </Typography>
      ) : null}
      <ViewOnlyNotice sx={{ mb: 4 }} />
      <ActingWithoutAdministrator user={user} />
      {tiles ? (
        <Tiles
          tiles={tiles}
          user={user}
          market={marketInfo.market}
          associatedTenantId={associatedTenantId}
          tenantId={associatedTenantId ?? effectiveTenant(user).id}
        />
      ) : (
        <TilesLoading />
      )}
      {personaOf(user) === 'merchant' ? <MerchantView /> : null}
    </Container>
  );
}
