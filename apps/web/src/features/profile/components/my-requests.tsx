import { RetryAlert } from '@/components/retry-alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AccessRequestState } from '@portal/contract/access-requests';
import { REQUESTOR_NOTE_TRUNCATE } from '@portal/contract/access-requests';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { useAccessRequests } from '../api/get-access-requests';
import { ProfileSection } from './profile-section';
import { TruncatedText } from '@/components/truncated-text';

/** Dark enough on white for WCAG AA (the palette's warning colour is not). */
export const STATE_COLORS: Record<AccessRequestState, string> = {
  PENDING: '#8a4b00',
  APPROVED: '#1b5e20',
  REJECTED: '#b71c1c',
};

/** 'My requests': each request's company, products, note (truncated at 35), date and state. */
export function MyRequests({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  useDisplayTimeZone();
  const locale = resolveLocale(i18n.language);
  const requests = useAccessRequests(userId);

  const body = () => {
    if (requests.isPending) return <Typography role="status">{t('profile.requestAccess.mine.loading')}</Typography>;
    if (requests.isError) {
      return (
        <RetryAlert retryLabel={t('profile.retry')} onRetry={() => void requests.refetch()}>
          {t('profile.requestAccess.mine.error')}
        </RetryAlert>
      );
    }
    if (requests.data.length === 0) return <Typography>{t('profile.requestAccess.mine.empty')}</Typography>;
    return (
      <TableContainer>
        <Table size="small" aria-labelledby="my-access-requests">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('profile.requestAccess.mine.company')}</TableCell>
              <TableCell scope="col">{t('profile.requestAccess.mine.products')}</TableCell>
              <TableCell scope="col">{t('profile.requestAccess.mine.note')}</TableCell>
              <TableCell scope="col">{t('profile.requestAccess.mine.requestedOn')}</TableCell>
              <TableCell scope="col">{t('profile.requestAccess.mine.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{request.company_name}</TableCell>
                <TableCell>{request.product_text}</TableCell>
                <TableCell>
                  <TruncatedText text={request.requestor_note} max={REQUESTOR_NOTE_TRUNCATE} />
                </TableCell>
                <TableCell>{formatDate(request.create_time, locale)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ color: STATE_COLORS[request.state], borderColor: STATE_COLORS[request.state] }}
                    label={t(`profile.requestAccess.states.${request.state}`)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <ProfileSection id="my-access-requests" title={t('profile.requestAccess.mine.heading')}>
      {body()}
    </ProfileSection>
  );
}
