import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { EmailDomain, EmailDomainExceptionRule, EmailDomainProblem } from '@portal/contract/email-domains';
import {
  claimProblemOfCode,
  domainProblemKey,
  EMAIL_DOMAIN_ERROR_CODES,
  EMAIL_DOMAIN_LIMITS,
  emailDomainInputSchema,
  isExceptionRule,
  normaliseDomainName,
} from '@portal/contract/email-domains';
import { useId, useState } from 'react';
import type { Control } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { FormTextField } from '@/components/form-text-field';
import { isApiClientError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import type { DomainFields } from '../api/email-domains';
import { useSaveDomain, validateDomains } from '../api/email-domains';
import { ApproveExceptionDialog } from './approve-exception-dialog';

type FormValues = { domainName: string; allowSubDomains: boolean; is3pDomain: boolean };

type DomainDialogProps = {
  companyId: number;
  /** The domain edited; undefined adds one. */
  domain?: EmailDomain;
  onClose: () => void;
  /** Told once the domain is saved, with its name. */
  onSaved: (domainName: string) => void;
  /**
   * Given when the caller may approve an exception to a claim rule (a super admin acting for the company; decision
   * 055): the company's name, for the confirmation.
   */
  exceptions?: { companyName: string | undefined };
};

/** A name refused by a rule an exception lifts. */
type Refusal = { domainName: string; rule: EmailDomainExceptionRule };

function FlagField({
  control,
  name,
  label,
}: {
  control: Control<FormValues>;
  name: 'allowSubDomains' | 'is3pDomain';
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} name={name} />}
        />
      )}
    />
  );
}

/**
 * Adds or edits a domain (spec section 4, domain flow): the form's own check first, then the server's validate call
 * (a name the company has already), then the save. A refusal shows under the name or above the form.
 */
export function DomainDialog({ companyId, domain, onClose, onSaved, exceptions }: DomainDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveDomain();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [approved, setApproved] = useState<string | null>(null);
  const { control, handleSubmit, setError, clearErrors, setFocus } = useForm<FormValues, unknown, DomainFields>({
    resolver: zodFormResolver<FormValues, DomainFields>(emailDomainInputSchema),
    defaultValues: {
      domainName: domain?.domainName ?? '',
      allowSubDomains: domain?.allowSubDomains ?? false,
      is3pDomain: domain?.is3pDomain ?? false,
    },
  });
  const busy = checking || save.isPending;
  const typed = normaliseDomainName(useWatch({ control, name: 'domainName' }));
  /** The exception is offered for the name refused, while the field still holds it. */
  const offered = exceptions && refusal && refusal.domainName === typed ? refusal : null;

  const refuse = (domainName: string, problem: EmailDomainProblem) => {
    setError('domainName', { message: domainProblemKey(problem) }, { shouldFocus: true });
    setRefusal(isExceptionRule(problem) ? { domainName, rule: problem } : null);
  };

  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    setRefusal(null);
    setChecking(true);
    try {
      const { rows } = await validateDomains(companyId, {
        domains: [{ domainName: fields.domainName, id: domain?.id }],
      });
      const problem = rows[0]?.problem;
      if (problem) {
        refuse(fields.domainName, problem);
        return;
      }
    } catch (error) {
      setFailure(error);
      return;
    } finally {
      setChecking(false);
    }
    save.mutate(
      { companyId, id: domain?.id, fields },
      {
        onSuccess: (saved) => onSaved(saved.domainName),
        onError: (error) => {
          const code = isApiClientError(error) ? error.code : undefined;
          const claim = claimProblemOfCode(code);
          if (code === EMAIL_DOMAIN_ERROR_CODES.duplicate) refuse(fields.domainName, 'duplicate');
          else if (claim) refuse(fields.domainName, claim);
          else setFailure(error);
        },
      },
    );
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t(domain ? 'emailDomains.dialog.editTitle' : 'emailDomains.dialog.addTitle')}
      </DialogTitle>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(t, failure)}
            </Alert>
          ) : null}
          <Box sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="domainName"
              id="email-domain-name"
              label={t('emailDomains.dialog.domainName')}
              options={{
                max: EMAIL_DOMAIN_LIMITS.nameMax,
                helperText: t('emailDomains.dialog.domainNameHelp'),
                autoComplete: 'off',
              }}
            />
          </Box>
          {offered ? (
            <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
              <Typography variant="body2">{t('emailDomains.exception.offer')}</Typography>
              <Button variant="outlined" onClick={() => setConfirming(true)}>
                {t('emailDomains.exception.approve')}
              </Button>
            </Box>
          ) : null}
          {approved !== null && approved === typed ? (
            <Alert severity="success" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              {t('emailDomains.exception.approved', { domain: approved })}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
            <FlagField control={control} name="allowSubDomains" label={t('emailDomains.dialog.allowSubDomains')} />
            <FlagField control={control} name="is3pDomain" label={t('emailDomains.dialog.is3pDomain')} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('emailDomains.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('emailDomains.dialog.save')}
          </Button>
        </DialogActions>
      </Box>
      {confirming && offered ? (
        <ApproveExceptionDialog
          companyId={companyId}
          companyName={exceptions?.companyName}
          domainName={offered.domainName}
          rule={offered.rule}
          onClose={() => setConfirming(false)}
          onApproved={() => {
            setConfirming(false);
            setApproved(offered.domainName);
            setRefusal(null);
            clearErrors('domainName');
            setFocus('domainName');
          }}
        />
      ) : null}
    </Dialog>
  );
}
