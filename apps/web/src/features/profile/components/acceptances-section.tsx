import { RetryAlert } from '@/components/retry-alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from '@/i18n/use-translation';
import { documentKind } from '@/lib/document-kind';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { useAcceptances } from '../api/get-acceptances';
import { ProfileSection } from './profile-section';

/** The documents the user accepted: which, which version and when (in their time zone). */
export function AcceptancesSection({ loginId }: { loginId: string }) {
  const { t, i18n } = useTranslation();
  useDisplayTimeZone();
  const locale = resolveLocale(i18n.language);
  const acceptances = useAcceptances(loginId);

  const body = () => {
    if (acceptances.isPending) return <Typography role="status">{t('profile.acceptances.loading')}</Typography>;
    if (acceptances.isError) {
      return (
        <RetryAlert retryLabel={t('profile.retry')} onRetry={() => void acceptances.refetch()}>
          {t('profile.acceptances.error')}
        </RetryAlert>
      );
    }
    if (acceptances.data.length === 0) return <Typography>{t('profile.acceptances.empty')}</Typography>;
    return (
      <TableContainer>
        <Table size="small" aria-labelledby="profile-acceptances">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('profile.acceptances.document')}</TableCell>
              <TableCell scope="col">{t('profile.acceptances.version')}</TableCell>
              <TableCell scope="col">{t('profile.acceptances.acceptedOn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {acceptances.data.map((acceptance) => (
              <TableRow key={`${acceptance.assetPath}-${acceptance.version}-${acceptance.acceptedAt}`}>
                <TableCell>{t(`profile.documentKinds.${documentKind(acceptance.assetPath)}`)}</TableCell>
                <TableCell>{acceptance.version}</TableCell>
                <TableCell>{formatDate(acceptance.acceptedAt, locale, 'moment')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <ProfileSection id="profile-acceptances" title={t('profile.acceptances.heading')}>
      {body()}
    </ProfileSection>
  );
}
