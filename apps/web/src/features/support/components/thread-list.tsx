import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { Thread } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';

/** Oldest first, as a conversation reads. */
function oldestFirst(threads: readonly Thread[]): Thread[] {
  return [...threads].sort((a, b) => a.createdOn.localeCompare(b.createdOn));
}

/** The incident's conversation: who wrote, when, and what; internal notes (agents only) are marked. */
export function ThreadList({ threads }: { threads: readonly Thread[] }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  if (threads.length === 0) return <Typography color="text.secondary">{t('support.thread.empty')}</Typography>;
  return (
    <List aria-label={t('support.thread.label')} disablePadding>
      {oldestFirst(threads).map((thread) => (
        <ListItem
          key={thread.id}
          data-testid="thread-entry"
          sx={{
            display: 'block',
            mb: 2,
            p: 2,
            border: 1,
            borderRadius: 1,
            borderColor: thread.internal ? 'warning.main' : 'divider',
            borderLeftWidth: 4,
            bgcolor: thread.internal ? '#fff8e1' : thread.authorKind === 'agent' ? 'action.hover' : 'background.paper',
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {thread.authorName || t(`support.thread.author.${thread.authorKind}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {t(`support.thread.author.${thread.authorKind}`)} · {formatDate(thread.createdOn, locale, 'moment')}
            </Typography>
            {thread.internal ? <Chip size="small" color="warning" label={t('support.thread.internal')} /> : null}
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{thread.text}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
