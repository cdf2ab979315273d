import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { KB_LIMITS } from '@portal/contract/knowledge-base';
import { useTranslation } from '@/i18n/use-translation';
import { useFlag } from '@/lib/get-flags';
import { useUserContext } from '@/lib/get-user-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { countSuggestionClick } from '../api/count-suggestion-click';
import { useSuggestions } from '../api/get-suggestions';
import { articleHref } from '../kb-routing';

/** How long typing must pause before articles are suggested. */
export const SUGGESTION_DEBOUNCE_MS = 400;

/**
 * Up to three articles matching what a signed-in user is describing in the incident form, each opening in a new
 * tab (ticket deflection; a click is counted). Quiet by design: nothing shows while the text is short, search is not
 * rolled out (kb-search-rollout), nothing matches or the call fails, so the form works the same without it.
 */
export function KbSuggestions({ text }: { text: string }) {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  const searchOn = useFlag('kb-search-rollout');
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = Boolean(user) && searchOn && settled.length >= KB_LIMITS.suggestionTextMin;
  const suggestions = useSuggestions(settled, enabled);
  const articles = enabled && suggestions.data ? suggestions.data.articles.slice(0, KB_LIMITS.suggestionsMax) : [];
  return (
    <Box aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
      {articles.length > 0 && suggestions.data ? (
        <Box
          component="section"
          aria-labelledby="kb-suggestions-title"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
        >
          <Typography id="kb-suggestions-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('kbSuggestions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('kbSuggestions.intro')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {articles.map((article) => (
              <Box component="li" key={article.contentId} sx={{ mb: 1 }}>
                <Link
                  href={articleHref(suggestions.data.workspace, article.contentId)}
                  target="_blank"
                  rel="noopener"
                  onClick={() => void countSuggestionClick(article.contentId).catch(() => undefined)}
                  sx={{ overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {article.title} <OpenInNew fontSize="inherit" titleAccess={t('kbSuggestions.newTab')} />
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {article.summary}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
