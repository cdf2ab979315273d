import HourglassTop from '@mui/icons-material/HourglassTop';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Market } from '@portal/contract/markets-core';
import type { ProductTile as Tile } from '@portal/contract/products';
import { PRODUCT_ERROR_CODES, tileHoverAction, tileState } from '@portal/contract/products-core';
import { useTranslation } from '@/i18n/use-translation';
import { trackApiError } from '@/lib/analytics';
import { isApiClientError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { launchProduct, useLaunchProduct } from '../api/launch-product';
import { growIn } from './grow-in';

type ProductTileProps = {
  tile: Tile;
  market: Market;
  onLearnMore: (tile: Tile) => void;
  onAccessPending: (tile: Tile) => void;
  /** The supplier a partner works for (tenant id), named on the launch; absent for the caller's own products. */
  associatedTenantId?: number;
  /** A view-only user (the spectator) sees what launches, but cannot launch it: the server refuses. */
  viewOnly?: boolean;
};

function tileTitleId(tile: Pick<Tile, 'code'>): string {
  return `product-tile-${tile.code}-title`;
}

const KNOWN_LAUNCH_ERRORS: readonly string[] = Object.values(PRODUCT_ERROR_CODES);

function LaunchAction({
  tile,
  associatedTenantId,
  viewOnly,
}: {
  tile: Tile;
  associatedTenantId: number | undefined;
  viewOnly: boolean;
}) {
  const { t } = useTranslation();
  const launch = useLaunchProduct();
  const error = launch.error;

  // The server records the launch (POST …/launches), so it is not tracked here as well.
  const open = () => {
    if (tile.isNewTab && tile.redirectUrl) {
      // Opened in the click itself, so popup blockers allow it; the launch is recorded on the side.
      window.open(tile.redirectUrl, '_blank', 'noopener');
      launchProduct({ code: tile.code, associatedTenantId, keepalive: true }).catch((error: unknown) => {
        console.warn(`Could not record the launch of ${tile.code}`, error);
      });
      return;
    }
    launch.mutate(
      { code: tile.code, associatedTenantId },
      {
        onSuccess: ({ redirectUrl }) => browserLocation.assign(redirectUrl),
        onError: (error) => trackApiError('productLaunch', error),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="contained"
        onClick={open}
        disabled={viewOnly}
        loading={launch.isPending}
        aria-describedby={tileTitleId(tile)}
      >
        {t('apps.tile.launch')}
      </Button>
      {error ? (
        <Typography role="alert" variant="body2" color="error">
          {isApiClientError(error) && KNOWN_LAUNCH_ERRORS.includes(error.code)
            ? t(error.translationKey as 'errors.products.no_access')
            : t('apps.tile.launchError', { product: tile.title })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The tile's state in words, shown at rest (phones cannot hover): not a broken card, a product not yours yet. */
function StatusLabel({ kind }: { kind: 'noAccess' | 'comingSoon' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={kind === 'noAccess' ? <LockOutlined aria-hidden="true" /> : <Schedule aria-hidden="true" />}
      label={t(kind === 'noAccess' ? 'apps.tile.notYoursYet' : 'apps.tile.comingSoon')}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

/**
 * One product of /apps (spec sections 2 and 4): launch it, see that access is pending, or, without access, read that
 * it is not yours yet with 'Learn more' (or, for Report Builder on MX, 'Coming soon'). Every action is visible at
 * rest, since phones have no hover; the actions sit at the foot of the card, so a row's buttons line up.
 */
export function ProductTile({
  tile,
  market,
  onLearnMore,
  onAccessPending,
  associatedTenantId,
  viewOnly = false,
}: ProductTileProps) {
  const { t } = useTranslation();
  const state = tileState(tile.accessStatus);
  const extraAction = state === 'noAccess' ? tileHoverAction(tile, market) : 'none';
  const titleId = tileTitleId(tile);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', width: '100%', display: 'flex', flexDirection: 'column', ...growIn }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {tile.title}
          </Typography>
          {tile.isNewTab ? (
            <OpenInNew fontSize="small" titleAccess={t('apps.tile.opensInNewTab')} sx={{ color: 'text.secondary' }} />
          ) : null}
          {tile.restricted_launch_flag ? (
            <Chip
              size="small"
              label={t(`apps.tile.badge.${tile.restricted_launch_flag}`)}
              color={tile.restricted_launch_flag === 'beta' ? 'secondary' : 'primary'}
              variant={tile.restricted_launch_flag === 'beta' ? 'filled' : 'outlined'}
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {tile.description}
        </Typography>
        {tile.footer ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 'auto',
              pt: 2,
              '&::before': { content: '""', display: 'block', borderTop: 1, borderColor: 'divider', mb: 1 },
            }}
          >
            {tile.footer}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          pt: 0,
          minHeight: 52,
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        {state === 'launch' ? (
          <LaunchAction tile={tile} associatedTenantId={associatedTenantId} viewOnly={viewOnly} />
        ) : null}
        {state === 'pending' ? (
          <Button
            variant="outlined"
            startIcon={<HourglassTop aria-hidden="true" />}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => onAccessPending(tile)}
          >
            {t('apps.tile.accessPending')}
          </Button>
        ) : null}
        {state === 'noAccess' ? (
          <>
            <StatusLabel kind={extraAction === 'comingSoon' ? 'comingSoon' : 'noAccess'} />
            {extraAction === 'learnMore' ? (
              <Button
                variant="outlined"
                aria-haspopup="dialog"
                aria-describedby={titleId}
                onClick={() => onLearnMore(tile)}
              >
                {t('apps.tile.learnMore')}
              </Button>
            ) : null}
          </>
        ) : null}
      </CardActions>
    </Card>
  );
}
