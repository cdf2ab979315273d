import ContactSupport from '@mui/icons-material/ContactSupport';
import NoteAdd from '@mui/icons-material/NoteAdd';
import ListAlt from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';

type SupportCardProps = { id: string; icon: ReactNode; title: string; text: string; action: string; to: string };

function SupportCard({ id, icon, title, text, action, to }: SupportCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography aria-hidden="true" color="primary" sx={{ '& svg': { fontSize: 40 } }}>
          {icon}
        </Typography>
        <Typography id={id} variant="h6" component="h2" sx={{ my: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" component={RouterLink} to={to} aria-describedby={id}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /support (public): where to file an incident, follow one (signed in) or contact the team. */
export function SupportHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.home.pageTitle'));
  const { data: user } = useUserContext();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('support.home.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('support.home.intro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SupportCard
            id="support-card-create"
            icon={<NoteAdd />}
            title={t('support.home.create.title')}
            text={t('support.home.create.text')}
            action={t('support.home.create.action')}
            to={ROUTES.ticketCreation}
          />
        </Grid>
        {user ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <SupportCard
              id="support-card-track"
              icon={<ListAlt />}
              title={t('support.home.track.title')}
              text={t('support.home.track.text')}
              action={t('support.home.track.action')}
              to={ROUTES.trackTicket}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 4 }}>
          <SupportCard
            id="support-card-contact"
            icon={<ContactSupport />}
            title={t('support.home.contact.title')}
            text={t('support.home.contact.text')}
            action={t('support.home.contact.action')}
            to={ROUTES.contactUs}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
