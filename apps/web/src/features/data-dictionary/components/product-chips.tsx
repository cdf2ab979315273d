import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GlossaryProductTag } from '@portal/contract/glossary';
import { useTranslation } from '@/i18n/use-translation';
import { useProductLabels } from '../product-labels';

/** The products that carry an element, as chips (a list, so screen readers count them); "None" when there are none. */
export function ProductChips({ products, label }: { products: readonly GlossaryProductTag[]; label: string }) {
  const { t } = useTranslation();
  const { label: productLabel } = useProductLabels();
  if (products.length === 0) return <>{t('dataDictionary.detail.none')}</>;
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {products.map((tag) => (
        <li key={tag}>
          <Chip size="small" variant="outlined" label={productLabel(tag)} />
        </li>
      ))}
    </Stack>
  );
}
