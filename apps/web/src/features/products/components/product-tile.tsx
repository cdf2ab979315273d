import HourglassTop from '@mui/icons-material/HourglassTop';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Market } from '@portal/contract/markets';
import type { ProductTile as Tile } from '@portal/contract/products';
import { PRODUCT_ERROR_CODES, tileHoverAction, tileState } from '@portal/contract/products';
import type { FocusEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import { trackApiError } from '@/lib/analytics';
import { isApiClientError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { launchProduct, useLaunchProduct } from '../api/launch-product';
import { growIn } from './grow-in';

const FOCUS_RING = { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' } as const;

type ProductTileProps = {
  tile: Tile;
  market: Market;
  onLearnMore: (tile: Tile) => void;
  onAccessPending: (tile: Tile) => void;
  /** The supplier a partner works for (tenant id), named on the launch; absent for the caller's own products. */
  associatedTenantId?: number;
};

function tileTitleId(tile: Pick<Tile, 'code'>): string {
  return `product-tile-${tile.code}-title`;
}

const KNOWN_LAUNCH_ERRORS: readonly string[] = Object.values(PRODUCT_ERROR_CODES);

function LaunchAction({ tile, associatedTenantId }: { tile: Tile; associatedTenantId: number | undefined }) {
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
      <Button variant="contained" onClick={open} loading={launch.isPending} aria-describedby={tileTitleId(tile)}>
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

/**
 * One product of /apps (spec sections 2 and 4): launch it, see that access is pending, or, without access,
 * reveal 'Learn more' or 'Coming soon' on hover or keyboard focus.
 */
export function ProductTile({ tile, market, onLearnMore, onAccessPending, associatedTenantId }: ProductTileProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const state = tileState(tile.accessStatus);
  const hoverAction = state === 'noAccess' ? tileHoverAction(tile, market) : 'none';
  const titleId = tileTitleId(tile);
  const dimmed = state !== 'launch';

  const hideUnlessFocusInside = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setRevealed(false);
  };
  const revealHandlers =
    hoverAction === 'none'
      ? {}
      : {
          onMouseEnter: () => setRevealed(true),
          onMouseLeave: () => setRevealed(false),
          onFocus: () => setRevealed(true),
          onBlur: hideUnlessFocusInside,
        };
  // Shown on hover or focus; always on touch screens, which cannot hover. Screen readers always have it.
  const revealSx = {
    opacity: revealed ? 1 : 0,
    transition: 'opacity 150ms ease-in-out',
    '@media (hover: none)': { opacity: 1 },
  };

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      // 'Coming soon' has no control to tab to, so the tile itself takes focus to show it.
      tabIndex={hoverAction === 'comingSoon' ? 0 : undefined}
      {...revealHandlers}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: dimmed ? 'grey.100' : 'background.paper',
        borderStyle: dimmed ? 'dashed' : 'solid',
        '&:focus-visible': FOCUS_RING,
        ...growIn,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ color: dimmed ? 'text.secondary' : 'text.primary' }}
          >
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
        {state === 'noAccess' ? <Box sx={visuallyHidden}>{t('apps.tile.noAccessStatus')}</Box> : null}
      </CardContent>
      {state === 'launch' || state === 'pending' || hoverAction !== 'none' ? (
        <CardActions sx={{ px: 2, pb: 2, minHeight: 52 }}>
          {state === 'launch' ? <LaunchAction tile={tile} associatedTenantId={associatedTenantId} /> : null}
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
          {hoverAction === 'learnMore' ? (
            <Box sx={revealSx}>
              <Button
                variant="outlined"
                aria-haspopup="dialog"
                aria-describedby={titleId}
                onClick={() => onLearnMore(tile)}
              >
                {t('apps.tile.learnMore')}
              </Button>
            </Box>
          ) : null}
          {hoverAction === 'comingSoon' ? (
            <Typography sx={{ ...revealSx, fontWeight: 600, color: 'primary.dark' }}>
              {t('apps.tile.comingSoon')}
            </Typography>
          ) : null}
        </CardActions>
      ) : null}
      {tile.footer ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            {tile.footer}
          </Typography>
        </Box>
      ) : null}
    </Card>
  );
}
