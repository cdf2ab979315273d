import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InsightArticle } from '@portal/contract/articles';
import type { Locale } from '@portal/contract/locale';
import { PRODUCT_NAMES } from '@portal/contract/products';
import { useTranslation } from '@/i18n/use-translation';
import { OptionalImage } from '@/components/optional-image';
import { formatDate } from '@/lib/dates';

/** One insights article: image, product, title, date, reading time and summary; the full text expands below. */
export function ArticleCard({ article, locale }: { article: InsightArticle; locale: Locale }) {
  const { t } = useTranslation();
  const idBase = `article-${article.id}`;
  const titleId = `${idBase}-title`;

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent
        sx={{ p: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: 'flex-start' }}
      >
        {article.image ? (
          <OptionalImage
            src={article.image.src}
            alt={article.image.alt}
            sx={{
              width: { xs: '100%', sm: 240 },
              flexShrink: 0,
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {PRODUCT_NAMES[article.product]}
          </Typography>
          <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <time dateTime={article.published_on}>{formatDate(article.published_on, locale)}</time>
            {' · '}
            {t('articles.readMinutes', { count: article.read_minutes })}
          </Typography>
          <Typography>{article.summary}</Typography>
        </Box>
      </CardContent>
      <Accordion disableGutters elevation={0} square sx={{ borderTop: 1, borderColor: 'divider' }}>
        <AccordionSummary
          id={`${idBase}-toggle`}
          aria-controls={`${idBase}-body`}
          aria-describedby={titleId}
          expandIcon={<ExpandMore aria-hidden="true" />}
          sx={{ px: 3, fontWeight: 600, color: 'primary.dark' }}
        >
          {t('articles.readArticle')}
        </AccordionSummary>
        <AccordionDetails id={`${idBase}-body`} sx={{ px: 3, pb: 3 }}>
          {article.body.map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
              {paragraph}
            </Typography>
          ))}
        </AccordionDetails>
      </Accordion>
    </Card>
  );
}
