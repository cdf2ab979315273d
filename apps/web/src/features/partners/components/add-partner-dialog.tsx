import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { PartnerCandidate } from '@portal/contract/partners';
import { PARTNER_LIMITS, partnerAddSchema } from '@portal/contract/partners';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/dialog-frame';
import { FormTextField } from '@/components/form-text-field';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useAddPartner, validatePartner } from '../api/partners';
import { partnerErrorKey, partnerErrorText } from '../partner-errors';

type FormValues = z.input<typeof partnerAddSchema>;
type Fields = z.output<typeof partnerAddSchema>;

function Candidate({ candidate }: { candidate: PartnerCandidate }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('partners.add.companyName'), candidate.partnerCompany.companyName],
    [t('partners.table.partnerCode'), candidate.partnerCompany.businessCode ?? ''],
    [t('partners.table.primaryContact'), candidate.adminEmail],
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('partners.add.confirmQuestion')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * Adds a 3P partner in two steps (spec section 7): the business code is checked by the portal, which names the agency
 * it belongs to; the admin confirms that agency, and it is added. A refusal shows under the code, any other failure
 * above the form.
 */
export function AddPartnerDialog({
  companyId,
  onClose,
  onAdded,
}: {
  companyId: number;
  onClose: () => void;
  onAdded: (partner: string) => void;
}) {
  const { t } = useTranslation();
  const add = useAddPartner();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [candidate, setCandidate] = useState<{ code: string; found: PartnerCandidate } | null>(null);
  const { control, handleSubmit, setError, setFocus } = useForm<FormValues, unknown, Fields>({
    resolver: zodFormResolver<FormValues, Fields>(partnerAddSchema),
    defaultValues: { businessCode: '' },
  });
  const busy = checking || add.isPending;
  const refuse = (error: unknown) => {
    const key = partnerErrorKey(error);
    if (key) {
      setCandidate(null);
      // The field says its error in words from a catalogue key; it shows again once the code field is back.
      setTimeout(() => setError('businessCode', { message: key }, { shouldFocus: true }));
    } else setFailure(error);
  };

  const find = handleSubmit(async ({ businessCode }) => {
    setFailure(null);
    setChecking(true);
    try {
      setCandidate({ code: businessCode, found: await validatePartner(companyId, businessCode) });
    } catch (error) {
      refuse(error);
    } finally {
      setChecking(false);
    }
  });
  const confirm = () => {
    if (!candidate) return;
    setFailure(null);
    add.mutate(
      { companyId, businessCode: candidate.code },
      { onSuccess: (added) => onAdded(added.partnerCompany.companyName), onError: refuse },
    );
  };
  const change = () => {
    setCandidate(null);
    setTimeout(() => setFocus('businessCode'));
  };

  return (
    <DialogFrame
      open
      title={t('partners.add.title')}
      onClose={busy ? () => undefined : onClose}
      onSubmit={(event) => {
        if (candidate) {
          event.preventDefault();
          confirm();
        } else void find(event);
      }}
    >
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {partnerErrorText(t, failure)}
          </Alert>
        ) : null}
        {candidate ? (
          <Box role="status">
            <Candidate candidate={candidate.found} />
          </Box>
        ) : (
          <Box sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="businessCode"
              id="partner-business-code"
              label={t('partners.add.businessCode')}
              options={{
                max: PARTNER_LIMITS.businessCodeMax,
                helperText: t('partners.add.businessCodeHelp'),
                autoComplete: 'off',
              }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('partners.add.cancel')}
        </Button>
        {candidate ? (
          <Button onClick={change} disabled={busy}>
            {t('partners.add.change')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={busy}>
          {t(candidate ? 'partners.add.confirm' : 'partners.add.find')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
