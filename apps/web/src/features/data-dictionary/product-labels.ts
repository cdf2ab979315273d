import type { GlossaryProductTag } from '@portal/contract/glossary';
import { joinProductNames } from '@portal/contract/constants';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** The human name of each product tag value, in the interface language; names join with ' | ' (spec section 9). */
export function useProductLabels() {
  const { t } = useTranslation();
  const label = useCallback((tag: GlossaryProductTag) => t(`dataDictionary.products.${tag}`), [t]);
  const join = useCallback((tags: readonly GlossaryProductTag[]) => joinProductNames(tags.map(label)), [label]);
  return { label, join };
}
