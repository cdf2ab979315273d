import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useUserJob } from '../api/get-user-job';

/** A bulk upload's job while it creates the users: how far it is, as the server last said (read every second). */
export function BulkProgress({ companyId, jobId }: { companyId: number; jobId: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const job = useUserJob(companyId, jobId);
  if (!job.data || job.data.state === 'DONE' || job.data.state === 'FAILED') return null;
  const progress = job.data.progress;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {t('userAdmin.bulkUpload.progress', { progress })}
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-labelledby={labelId} />
    </Box>
  );
}
