import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KbWorkspace } from '@portal/contract/knowledge-base';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useViewOnly } from '@/lib/use-view-only';
import { useSendFeedback } from '../api/send-feedback';
import { kbErrorText } from '../kb-routing';

/** 'Was this helpful?' Yes or No, counted per article and language; the reader's stored answer is shown pressed. */
export function HelpfulFeedback({
  workspace,
  contentId,
  answer,
}: {
  workspace: KbWorkspace;
  contentId: string;
  answer: boolean | null;
}) {
  const { t } = useTranslation();
  const sending = useSendFeedback();
  const viewOnly = useViewOnly();
  const send = (helpful: boolean) => sending.mutate({ workspace, contentId, helpful });
  const choice = (helpful: boolean, label: string, icon: ReactNode) => (
    <Button
      variant={answer === helpful ? 'contained' : 'outlined'}
      aria-pressed={answer === helpful}
      startIcon={icon}
      disabled={sending.isPending || viewOnly}
      onClick={() => send(helpful)}
    >
      {label}
    </Button>
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="kb-helpful-title" sx={{ p: 2, mt: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="kb-helpful-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('knowledgeBase.helpful.question')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {choice(true, t('knowledgeBase.helpful.yes'), <ThumbUpOutlined aria-hidden="true" />)}
          {choice(false, t('knowledgeBase.helpful.no'), <ThumbDownOutlined aria-hidden="true" />)}
        </Stack>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: answer === null ? 0 : 1.5 }}>
        {answer === null ? '' : t(answer ? 'knowledgeBase.helpful.thanksYes' : 'knowledgeBase.helpful.thanksNo')}
      </Typography>
      {sending.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {kbErrorText(t, sending.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}
