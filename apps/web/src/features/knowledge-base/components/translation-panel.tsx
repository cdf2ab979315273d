import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KbAuthoringArticle } from '@portal/contract/knowledge-base';
import { KB_LIMITS, kbTranslationInputSchema } from '@portal/contract/knowledge-base';
import type { Locale } from '@portal/contract/locale';
import { useState } from 'react';
import { SanitisedHtml } from '@/components/sanitised-html';
import { useTranslation } from '@/i18n/use-translation';
import { usePreviewMarkdown } from '../api/preview-markdown';
import { useSaveTranslation } from '../api/save-translation';
import { useUploadImage } from '../api/upload-image';
import { kbErrorText } from '../kb-routing';

type Fields = { title: string; summary: string; body: string };

/**
 * One language of an article: title, summary and Markdown body, saved as a new draft version of that language,
 * and the body's preview as the server renders and sanitises it for readers.
 */
export function TranslationPanel({ article, locale }: { article: KbAuthoringArticle; locale: Locale }) {
  const { t } = useTranslation();
  const stored = article.translations.find((translation) => translation.locale === locale);
  const [fields, setFields] = useState<Fields>({
    title: stored?.title ?? '',
    summary: stored?.summary ?? '',
    body: stored?.body ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [saved, setSaved] = useState(false);
  const saving = useSaveTranslation();
  const preview = usePreviewMarkdown();
  const upload = useUploadImage();
  const language = t(`knowledgeBase.locales.${locale}`);
  const headingId = `translation-${locale}-heading`;

  const save = () => {
    const parsed = kbTranslationInputSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    setSaved(false);
    saving.mutate({ articleId: article.id, locale, translation: parsed.data }, { onSuccess: () => setSaved(true) });
  };

  /** Stores the chosen image and adds it to the end of the body, its file name as the text that stands for it. */
  const insertImage = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        const alt = file.name.replace(/\.[^.]*$/, '').replace(/[[\]]/g, '');
        setSaved(false);
        setFields((current) => ({ ...current, body: `${current.body.trimEnd()}\n\n![${alt}](${url})\n` }));
      },
    });
  };

  const field = (name: keyof Fields, label: string, max: number, rows?: number) => (
    <TextField
      id={`translation-${locale}-${name}`}
      label={label}
      fullWidth
      multiline={rows !== undefined}
      minRows={rows}
      value={fields[name]}
      onChange={(event) => {
        setSaved(false);
        setFields({ ...fields, [name]: event.target.value });
      }}
      error={Boolean(problems[name])}
      helperText={problems[name] ? t(problems[name] as never) : undefined}
      slotProps={{ htmlInput: { maxLength: max, lang: locale } }}
    />
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {language}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {stored
          ? t('knowledgeBase.authoring.translation.written', { name: stored.updatedBy })
          : t('knowledgeBase.authoring.translation.missing')}
      </Typography>
      <Stack spacing={2}>
        {field('title', t('knowledgeBase.authoring.title'), KB_LIMITS.titleMax)}
        {field('summary', t('knowledgeBase.authoring.summary'), KB_LIMITS.summaryMax, 2)}
        {field('body', t('knowledgeBase.authoring.body'), KB_LIMITS.bodyMax, 8)}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" loading={saving.isPending} onClick={save}>
            {t('knowledgeBase.authoring.translation.save', { language })}
          </Button>
          <Button variant="outlined" loading={preview.isPending} onClick={() => preview.mutate(fields.body)}>
            {t('knowledgeBase.authoring.translation.preview', { language })}
          </Button>
          <Button variant="outlined" component="label" loading={upload.isPending}>
            {t('knowledgeBase.authoring.translation.insertImage')}
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-describedby={`translation-${locale}-image-hint`}
              onChange={(event) => {
                insertImage(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <Typography id={`translation-${locale}-image-hint`} variant="body2" color="text.secondary">
          {t('knowledgeBase.authoring.translation.imageHint')}
        </Typography>
        <Box role="status">
          {saved ? <Alert severity="success">{t('knowledgeBase.authoring.translation.saved')}</Alert> : null}
        </Box>
        {saving.isError ? <Alert severity="error">{kbErrorText(t, saving.error)}</Alert> : null}
        {preview.isError ? <Alert severity="error">{kbErrorText(t, preview.error)}</Alert> : null}
        {upload.isError ? <Alert severity="error">{kbErrorText(t, upload.error)}</Alert> : null}
        {preview.data ? (
          <Box
            component="section"
            aria-label={t('knowledgeBase.authoring.translation.previewOf', { language })}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
          >
            <SanitisedHtml html={preview.data.html} lang={locale} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
