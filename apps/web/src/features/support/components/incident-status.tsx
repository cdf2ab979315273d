import Chip from '@mui/material/Chip';
import type { IncidentStatus } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';

const COLORS: Record<IncidentStatus, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  NEW: 'primary',
  IN_PROGRESS: 'info',
  WAITING_ON_CUSTOMER: 'warning',
  SOLVED: 'success',
  CLOSED: 'default',
};

/** An incident's status, translated. */
export function IncidentStatusChip({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`support.status.${status}`)} />;
}
