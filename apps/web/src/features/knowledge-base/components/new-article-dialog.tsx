import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { KbFolder, KbNewArticle } from '@portal/contract/knowledge-base';
import { KB_FOLDERS, KB_LIMITS, kbNewArticleSchema } from '@portal/contract/knowledge-base';
import { useState } from 'react';
import { NativeSelectField } from '@/components/native-select-field';
import { useTranslation } from '@/i18n/use-translation';
import { useAuthoringTopics } from '../api/get-authoring-topics';
import { useCreateArticle } from '../api/create-article';
import { kbErrorText } from '../kb-routing';

type Draft = { folder: KbFolder; topic: string; slug: string; title: string; summary: string; body: string };
const EMPTY: Draft = { folder: 'charter', topic: '', slug: '', title: '', summary: '', body: '' };

/** A new draft: where it lives (folder, topic, path) and its English text, which every article has. */
export function NewArticleDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (articleId: number) => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const topics = useAuthoringTopics(draft.folder);
  const creating = useCreateArticle();
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const input: KbNewArticle = {
      folder: draft.folder,
      topic: draft.topic,
      slug: draft.slug,
      translation: { title: draft.title, summary: draft.summary, body: draft.body },
    };
    const parsed = kbNewArticleSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1));
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    creating.mutate(parsed.data, {
      onSuccess: (article) => {
        setDraft(EMPTY);
        onCreated(article.id);
      },
    });
  };

  const problem = (field: string) => (problems[field] ? t(problems[field] as never) : undefined);
  const text = (field: keyof Draft, label: string, max: number, multiline = false) => (
    <TextField
      id={`new-article-${field}`}
      label={label}
      required
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      value={draft[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(problems[field])}
      helperText={problem(field)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="new-article-dialog-title"
    >
      <DialogTitle id="new-article-dialog-title">{t('knowledgeBase.authoring.new.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <NativeSelectField
            id="new-article-folder"
            label={t('knowledgeBase.authoring.folder')}
            value={draft.folder}
            onChange={(event) => setDraft({ ...draft, folder: event.target.value as KbFolder, topic: '' })}
            fullWidth
          >
            {KB_FOLDERS.map((folder) => (
              <option key={folder} value={folder}>
                {t(`knowledgeBase.folders.${folder}`)}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            id="new-article-topic"
            label={t('knowledgeBase.authoring.topic')}
            value={draft.topic}
            onChange={(event) => set('topic')(event.target.value)}
            fullWidth
          >
            <option value="">{t('knowledgeBase.authoring.chooseTopic')}</option>
            {(topics.data?.topics ?? []).map((topic) => (
              <option key={topic.slug} value={topic.slug}>
                {topic.title}
              </option>
            ))}
          </NativeSelectField>
          {problems.topic ? <Alert severity="error">{problem('topic')}</Alert> : null}
          {text('slug', t('knowledgeBase.authoring.slug'), KB_LIMITS.slugMax)}
          {text('title', t('knowledgeBase.authoring.titleEn'), KB_LIMITS.titleMax)}
          {text('summary', t('knowledgeBase.authoring.summary'), KB_LIMITS.summaryMax, true)}
          {text('body', t('knowledgeBase.authoring.body'), KB_LIMITS.bodyMax, true)}
          {creating.isError ? <Alert severity="error">{kbErrorText(t, creating.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('knowledgeBase.authoring.cancel')}</Button>
        <Button variant="contained" loading={creating.isPending} onClick={submit}>
          {t('knowledgeBase.authoring.new.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
