import Chip from '@mui/material/Chip';
import type { KbArticleState } from '@portal/contract/knowledge-base';
import { useTranslation } from '@/i18n/use-translation';

const COLORS: Record<KbArticleState, 'default' | 'info' | 'success' | 'warning'> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  PUBLISHED: 'success',
  ARCHIVED: 'warning',
};

export function ArticleStateChip({ state }: { state: KbArticleState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`knowledgeBase.states.${state}`)} />;
}
