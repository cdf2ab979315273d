import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AdminTile, Permission } from '@portal/contract/permissions';
import { ADMIN_TILE_PERMISSIONS, hasPermission, isAdministrator, PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccessAuditBanner } from '../components/access-audit-banner';

type Tile = { id: AdminTile | 'accessAudit'; to: string; icon: ReactNode };

/** What each tile needs: the spec's four their LIST permission; the user access audit (decision 057) LIST USER. */
const TILE_PERMISSIONS: Record<Tile['id'], Permission> = {
  ...ADMIN_TILE_PERMISSIONS,
  accessAudit: PERMISSIONS.listUsers,
};

/**
 * The tiles whose pages are built, in the spec's order (user management, authorised domains, 3P partners, activity
 * log). A tile joins here with its page; until then it is absent.
 */
const BUILT_TILES: readonly Tile[] = [
  { id: 'users', to: ROUTES.adminUserList, icon: <ManageAccountsIcon /> },
  { id: 'domains', to: ROUTES.adminDomains, icon: <AlternateEmailIcon /> },
  { id: 'partners', to: ROUTES.adminThirdParty, icon: <HandshakeIcon /> },
  { id: 'activityLog', to: ROUTES.adminActivityLog, icon: <HistoryIcon /> },
  { id: 'accessAudit', to: ROUTES.adminAccessAudit, icon: <FactCheckIcon /> },
];

function TileCard({ tile }: { tile: Tile }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea component={RouterLink} to={tile.to} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden="true">
            {tile.icon}
          </Box>
          <Typography variant="h6" component="h2">
            {t(`admin.tiles.${tile.id}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`admin.tiles.${tile.id}.text`)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /admin, 'General and Access Settings' (spec sections 2 and 6): a tile per admin page the user may list; a user
 * with none of the admin LIST permissions is told they are not an administrator.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  useDocumentTitle(t('admin.pageTitle'));
  if (!user) return <PageLoader />;
  const granted = user.authz.permissions;
  const tiles = BUILT_TILES.filter((tile) => hasPermission(granted, TILE_PERMISSIONS[tile.id]));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('admin.heading')}
      </Typography>
      <AccessAuditBanner />
      {isAdministrator(granted) ? (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {tiles.map((tile) => (
            <TileCard key={tile.id} tile={tile} />
          ))}
        </Box>
      ) : (
        <Typography role="status">{t('admin.notAdministrator')}</Typography>
      )}
    </Container>
  );
}
