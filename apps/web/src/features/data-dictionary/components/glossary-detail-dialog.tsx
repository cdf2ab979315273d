import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GlossaryItem } from '@portal/contract/glossary';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiClientError } from '@/lib/api-client';
import { useProductLabels } from '../product-labels';
import { tagValue } from './glossary-table';

const TITLE_ID = 'glossary-detail-title';
const DEFINITION_ID = 'glossary-detail-definition';

function Facts({ item }: { item: GlossaryItem }) {
  const { t } = useTranslation();
  const { join } = useProductLabels();
  const none = t('dataDictionary.detail.none');
  const facts = [
    { label: t('dataDictionary.detail.technicalName'), value: item.technical_name },
    { label: t('dataDictionary.detail.dssName'), value: item.dss_business_name ?? none },
    { label: t('dataDictionary.detail.dataType'), value: tagValue(item, 'datatype') ?? none },
    { label: t('dataDictionary.detail.fieldType'), value: tagValue(item, 'field_type') ?? none },
    {
      label: t('dataDictionary.detail.products'),
      value: item.available_products.length > 0 ? join(item.available_products) : none,
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
  const { t } = useTranslation();
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
        {item
          ? t('dataDictionary.detail.title', { name: item.business_name })
          : t('dataDictionary.detail.fallbackTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {item ? (
          <>
            <Typography id={DEFINITION_ID} sx={{ mb: 3 }}>
              {item.business_definition}
            </Typography>
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
