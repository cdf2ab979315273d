import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LearnMoreContent } from '@portal/contract/products';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { InfoDialog } from '@/components/info-dialog';
import { OptionalImage } from '@/components/optional-image';

const TITLE_ID = 'learn-more-dialog-title';
const DESCRIPTION_ID = 'learn-more-dialog-description';
const KEY_NOTES_ID = 'learn-more-dialog-key-notes';

/** A path of this site ('/contactUs'), as opposed to another site's address. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function ContactUsLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const label = t('apps.learnMoreDialog.contactUs');
  return isSitePath(url) ? (
    <Link component={RouterLink} to={url}>
      {label}
    </Link>
  ) : (
    <Link href={url}>{label}</Link>
  );
}

type LearnMoreDialogProps = {
  /** The content last asked about; kept while the dialog closes so it does not vanish mid-animation. */
  content: LearnMoreContent | null;
  /** The product's knowledge-base article, for a reader of the charter knowledge base; null otherwise. */
  articleHref: string | null;
  open: boolean;
  onClose: () => void;
};

/** What a product offers, for a user without access to it: description, key notes, image and a way to ask. */
export function LearnMoreDialog({ content, articleHref, open, onClose }: LearnMoreDialogProps) {
  const { t } = useTranslation();
  return (
    <InfoDialog
      open={open && content !== null}
      onClose={onClose}
      titleId={TITLE_ID}
      descriptionId={DESCRIPTION_ID}
      title={content?.title}
    >
      {content ? (
        <DialogContent dividers>
          {content.image ? (
            <OptionalImage
              key={content.image.src}
              src={content.image.src}
              alt={content.image.alt}
              sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 2 }}
            />
          ) : null}
          <Typography id={DESCRIPTION_ID} sx={{ mb: 2 }}>
            {content.description}
          </Typography>
          {content.keyNotes.length > 0 ? (
            <>
              <Typography id={KEY_NOTES_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('apps.learnMoreDialog.keyNotes')}
              </Typography>
              <Box component="ul" aria-labelledby={KEY_NOTES_ID} sx={{ mt: 1, mb: 2, pl: 3 }}>
                {content.keyNotes.map((note) => (
                  <Typography component="li" key={note} sx={{ mb: 0.5 }}>
                    {note}
                  </Typography>
                ))}
              </Box>
            </>
          ) : null}
          {articleHref ? (
            <Typography sx={{ mb: 2 }}>
              <Link component={RouterLink} to={articleHref}>
                {t('apps.learnMoreDialog.article')}
              </Link>
            </Typography>
          ) : null}
          <Typography>
            {t('apps.learnMoreDialog.contactPrompt')} <ContactUsLink url={content.contactUsUrl} />
          </Typography>
        </DialogContent>
      ) : null}
    </InfoDialog>
  );
}
