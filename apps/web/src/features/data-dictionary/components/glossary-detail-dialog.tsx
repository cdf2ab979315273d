import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GlossaryItem } from '@portal/contract/glossary';
import { resolveLocale } from '@portal/contract/locale';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiClientError } from '@/lib/api-client';
import { CopyButton } from './copy-button';
import { InEnglish, langOf, tagValue } from './glossary-table';
import { ProductChips } from './product-chips';
import { useFieldTypeLabel } from '../field-types';

const TITLE_ID = 'glossary-detail-title';
const DEFINITION_ID = 'glossary-detail-definition';

function Facts({ item }: { item: GlossaryItem }) {
  const { t } = useTranslation();
  const fieldTypeLabel = useFieldTypeLabel();
  const fieldType = tagValue(item, 'field_type');
  const none = t('dataDictionary.detail.none');
  const facts: { label: string; value: ReactNode }[] = [
    ...(item.english_business_name !== item.business_name
      ? [{ label: t('dataDictionary.detail.englishName'), value: <span lang="en">{item.english_business_name}</span> }]
      : []),
    {
      label: t('dataDictionary.detail.synonyms'),
      value: item.synonyms.length > 0 ? item.synonyms.join(', ') : none,
    },
    {
      label: t('dataDictionary.detail.technicalName'),
      value: (
        <>
          {item.technical_name}
          <CopyButton
            value={item.technical_name}
            label={t('dataDictionary.copy.technicalName', { name: item.technical_name })}
          />
        </>
      ),
    },
    {
      label: t('dataDictionary.detail.dssName'),
      value: item.dss_business_name ? (
        <>
          {item.dss_business_name}
          <CopyButton
            value={item.dss_business_name}
            label={t('dataDictionary.copy.dssName', { name: item.dss_business_name })}
          />
        </>
      ) : (
        none
      ),
    },
    { label: t('dataDictionary.detail.dataType'), value: tagValue(item, 'datatype') ?? none },
    { label: t('dataDictionary.detail.fieldType'), value: fieldType ? fieldTypeLabel(fieldType) : none },
    {
      label: t('dataDictionary.detail.products'),
      value: <ProductChips products={item.available_products} label={t('dataDictionary.detail.products')} />,
    },
    { label: t('dataDictionary.detail.availableTo'), value: t(`dataDictionary.availability.${item.availability}`) },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {facts.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

type GlossaryDetailDialogProps = {
  open: boolean;
  /** The selected element, once known. */
  item: GlossaryItem | undefined;
  error: unknown;
  onClose: () => void;
};

/** The selected element: 'What is: <name>?', its definition and its names, types, products and audience. */
export function GlossaryDetailDialog({ open, item, error, onClose }: GlossaryDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const pageLocale = resolveLocale(i18n.language);
  const untranslated = item && (item.name_locale !== pageLocale || item.definition_locale !== pageLocale);
  const notFound = isApiClientError(error) && error.status === 404;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={item ? DEFINITION_ID : undefined}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={TITLE_ID}>
        {item ? (
          <span lang={langOf(item.name_locale, pageLocale)}>
            {t('dataDictionary.detail.title', { name: item.business_name })}
          </span>
        ) : (
          t('dataDictionary.detail.fallbackTitle')
        )}
      </DialogTitle>
      <DialogContent dividers>
        {item ? (
          <>
            <Typography id={DEFINITION_ID} sx={{ mb: untranslated ? 1 : 3 }}>
              <span lang={langOf(item.definition_locale, pageLocale)}>{item.business_definition}</span>
              <InEnglish locale={item.definition_locale} pageLocale={pageLocale} />
            </Typography>
            {untranslated ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {t('dataDictionary.detail.notTranslated')}
              </Typography>
            ) : null}
            <Facts item={item} />
          </>
        ) : error ? (
          <Typography role="alert">
            {notFound ? t('dataDictionary.detail.notFound') : t('dataDictionary.error.description')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('dataDictionary.detail.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('dataDictionary.detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
