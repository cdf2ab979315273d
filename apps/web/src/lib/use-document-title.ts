import { PRODUCT_NAME } from '@portal/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** Sets the page title, e.g. 'Get started | Supplier Insights Portal', in the interface language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('common.documentTitle', { page, product: PRODUCT_NAME });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
