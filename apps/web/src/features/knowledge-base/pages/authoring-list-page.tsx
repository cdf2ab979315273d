import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KbArticleState, KbFolder } from '@portal/contract/knowledge-base';
import { KB_ARTICLE_STATES, KB_FOLDERS, KB_LIMITS, KB_PAGES } from '@portal/contract/knowledge-base';
import { resolveLocale } from '@portal/contract/locale';
import { PERMISSIONS } from '@portal/contract/permissions';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NativeSelectField } from '@/components/native-select-field';
import { RequirePermission } from '@/components/require-permission';
import { SearchField } from '@/components/search-field';
import { formatDate } from '@/lib/dates';
import { Link as RouterLink, useNavigate, useSearchParams } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthoringArticles } from '../api/get-authoring-articles';
import { ArticleStateChip } from '../components/article-state-chip';
import { KbError, KbSkeleton } from '../components/kb-states';
import { NewArticleDialog } from '../components/new-article-dialog';

const PAGE_SIZE = 20;

export const authoringArticleHref = (articleId: number) => `${KB_PAGES.authoring}/${articleId}`;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function AuthoringList() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('knowledgeBase.authoring.heading'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const folder = oneOf<KbFolder>(KB_FOLDERS, params.get('folder'));
  const state = oneOf<KbArticleState>(KB_ARTICLE_STATES, params.get('state'));
  const q = (params.get('q') ?? '').slice(0, KB_LIMITS.searchMax);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const articles = useAuthoringArticles({ folder, state, q: q || undefined, page });
  const locale = resolveLocale(i18n.language);
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const pages = articles.data ? Math.ceil(articles.data.total / PAGE_SIZE) : 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h4">
            {t('knowledgeBase.authoring.heading')}
          </Typography>
          <Typography color="text.secondary">{t('knowledgeBase.authoring.intro')}</Typography>
        </Box>
        <Box>
          <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
            {t('knowledgeBase.authoring.new.open')}
          </Button>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <NativeSelectField
          id="authoring-folder"
          label={t('knowledgeBase.authoring.folder')}
          value={folder ?? ''}
          onChange={(event) => update({ folder: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('knowledgeBase.authoring.allFolders')}</option>
          {KB_FOLDERS.map((value) => (
            <option key={value} value={value}>
              {t(`knowledgeBase.folders.${value}`)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          id="authoring-state"
          label={t('knowledgeBase.authoring.state')}
          value={state ?? ''}
          onChange={(event) => update({ state: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('knowledgeBase.authoring.allStates')}</option>
          {KB_ARTICLE_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`knowledgeBase.states.${value}`)}
            </option>
          ))}
        </NativeSelectField>
        <SearchField
          id="authoring-search"
          label={t('knowledgeBase.authoring.search')}
          value={q}
          maxLength={KB_LIMITS.searchMax}
          onSearch={(value) => update({ q: value })}
        />
      </Stack>
      {articles.isError ? (
        <KbError error={articles.error} call="kb/authoring/articles" onRetry={() => void articles.refetch()} />
      ) : !articles.data ? (
        <KbSkeleton label={t('knowledgeBase.authoring.loading')} />
      ) : articles.data.items.length === 0 ? (
        <Typography role="status">{t('knowledgeBase.authoring.empty')}</Typography>
      ) : (
        <List aria-label={t('knowledgeBase.authoring.listLabel')} disablePadding>
          {articles.data.items.map((row) => (
            <ListItem key={row.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Link
                component={RouterLink}
                to={authoringArticleHref(row.id)}
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {row.title}
              </Link>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                <ArticleStateChip state={row.state} />
                <Typography variant="body2" color="text.secondary">
                  {t(`knowledgeBase.folders.${row.folder}`)} · {row.topic} · {row.slug}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('knowledgeBase.authoring.languages', {
                    languages: row.locales.map((l) => t(`knowledgeBase.locales.${l}`)).join(', '),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('knowledgeBase.authoring.updatedBy', {
                    date: formatDate(row.updatedAt, locale, 'moment'),
                    name: row.updatedBy,
                  })}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page + 1}
          onChange={(_, next) => update({ page: String(next - 1) })}
          getItemAriaLabel={(type, number) =>
            type === 'page'
              ? t('knowledgeBase.search.pageLabel', { page: String(number) })
              : t(type === 'next' ? 'knowledgeBase.search.nextPage' : 'knowledgeBase.search.previousPage')
          }
        />
      ) : null}
      <NewArticleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(articleId) => {
          setCreating(false);
          void navigate(authoringArticleHref(articleId));
        }}
      />
    </Container>
  );
}

/** /knowledgeBase/authoring: the content team's workspace (UPDATE KNOWLEDGE_BASE). */
export function AuthoringListPage() {
  return (
    <RequirePermission permission={PERMISSIONS.editKnowledgeBase}>
      <AuthoringList />
    </RequirePermission>
  );
}
