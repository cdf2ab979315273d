import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserType } from '@portal/contract/identity';
import type { CategoriesResponse, IncidentDetail, OscType } from '@portal/contract/support';
import { INCIDENT_LIMITS, incidentDetailSchema, OSC_TYPE_PRESETS } from '@portal/contract/support';
import { useState } from 'react';
import type { Control, Path } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { CreateIncidentInput } from '../api/create-incident';
import { useCreateIncident } from '../api/create-incident';
import { errorText, fieldErrorText, useFocusFirstError } from '@/lib/form-errors';
import { isBotCheckError, isRateLimitError, serverFieldErrors } from '../support-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useViewOnly } from '@/lib/use-view-only';
import { useSituationAside } from '@/lib/situation-aside';
import type { ContactPrefill } from '../contact-prefill';
import { EMPTY_CONTACT } from '../contact-prefill';
import { AttachmentField } from './attachment-field';
import { FormTextField, type FormTextFieldOptions } from '@/components/form-text-field';
import { CascadingSelect } from './cascading-select';
import { ContactFields } from './contact-fields';
import {
  CATEGORY_LEVELS,
  cascadeOptions,
  initialIncidentValues,
  type IncidentFormValues,
} from './incident-form-values';
import { IncidentFailureDialog, IncidentSuccessDialog } from './submit-dialogs';

const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as (keyof ContactPrefill)[];
const FIELD_NAMES: readonly string[] = [
  ...CATEGORY_LEVELS,
  'accountType',
  ...CONTACT_FIELDS,
  'callBackNumber',
  'situationDescription',
];

/** What the app shows beside the situation description (the knowledge base's suggestions), fed what is typed. */
function SituationAsideSlot({ control }: { control: Control<IncidentFormValues, unknown, IncidentDetail> }) {
  const aside = useSituationAside();
  const text = useWatch({ control, name: 'situationDescription' });
  return aside ? aside(typeof text === 'string' ? text : '') : null;
}

type IncidentFormProps = {
  oscType: OscType;
  categories: CategoriesResponse;
  prefill: ContactPrefill;
  signedIn: boolean;
  /** Who is signed in (none for a visitor): presets the account type. */
  userType?: UserType | null;
};

/**
 * The incident form (spec sections 3 and 5): validated with the contract's schema as the person goes, sent as
 * multipart with the optional attachment. The success dialog gives the reference number; a failure offers
 * 'Try again!' with everything typed (and the file) kept.
 */
export function IncidentForm({ oscType, categories, prefill, signedIn, userType = null }: IncidentFormProps) {
  const { t } = useTranslation();
  const preset = OSC_TYPE_PRESETS[oscType];
  const onlyAccountType = categories.accountTypes.length === 1 ? categories.accountTypes[0] : undefined;
  const viewOnly = useViewOnly();
  const form = useForm<IncidentFormValues, unknown, IncidentDetail>({
    resolver: zodFormResolver<IncidentFormValues, IncidentDetail>(incidentDetailSchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: initialIncidentValues(oscType, categories, prefill, userType),
    mode: 'onTouched',
    disabled: viewOnly,
  });
  const { control, handleSubmit, setValue, setError, reset } = form;
  const { formRef, focusError } = useFocusFirstError();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lastInput, setLastInput] = useState<CreateIncidentInput | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreateIncident();

  const [supportType, issue, issueType, subIssueType] = useWatch({ control, name: [...CATEGORY_LEVELS] });
  const options = cascadeOptions(categories.supportTypes, { supportType, issue, issueType, subIssueType });

  const showServerErrors = (error: unknown): boolean => {
    const errors = serverFieldErrors(error);
    const onFields = errors.filter((e) => FIELD_NAMES.includes(e.field) || e.field === 'attachment');
    for (const { field, message } of onFields) {
      if (field === 'attachment') setFileError(message);
      else setError(field as Path<IncidentFormValues>, { type: 'server', message });
    }
    if (onFields.length > 0) focusError();
    return onFields.length > 0;
  };

  const send = (input: CreateIncidentInput) => {
    setLastInput(input);
    setNotice(null);
    create.mutate(input, {
      onSuccess: ({ incidentId }) => {
        setFailed(false);
        setReference(incidentId);
      },
      onError: (error) => {
        setFailed(false);
        if (isBotCheckError(error) || isRateLimitError(error)) setNotice(errorText(t, error));
        else if (!showServerErrors(error)) setFailed(true);
      },
    });
  };

  const onSubmit = handleSubmit((detail) => {
    if (fileError) {
      focusError();
      return;
    }
    send({ oscType, detail, file });
  }, focusError);

  const startOver = () => {
    setReference(null);
    setFile(null);
    setFileError(null);
    reset(initialIncidentValues(oscType, categories, prefill, userType));
  };

  /** Someone else's request: the profile's contact details are not theirs. */
  const onBehalfChanged = (checked: boolean) => {
    for (const field of CONTACT_FIELDS) {
      const current = form.getValues(field);
      if (checked && current === prefill[field]) setValue(field, '');
      if (!checked && current === '') setValue(field, prefill[field]);
    }
  };

  const textField = (
    name: keyof ContactPrefill | 'callBackNumber' | 'situationDescription',
    label: string,
    options: FormTextFieldOptions,
  ) => <FormTextField control={control} name={name} id={`incident-${name}`} label={label} options={options} />;

  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="incident-form-heading"
    >
      <Stack spacing={3}>
        <ViewOnlyNotice />
        {onlyAccountType ? (
          // One account type for who is signed in (a supplier is never an associate): said, not asked.
          <Box data-testid="incident-account-type">
            <Typography sx={{ fontWeight: 600 }}>{t('support.form.accountType')}</Typography>
            <Typography>{onlyAccountType.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('support.form.accountTypeFromAccount')}
            </Typography>
          </Box>
        ) : (
          <Controller
            name="accountType"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required disabled={field.disabled}>
                <FormLabel id="incident-accountType-label">{t('support.form.accountType')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="incident-accountType-label"
                  aria-invalid={fieldState.error ? true : undefined}
                  name={field.name}
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                >
                  {categories.accountTypes.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      value={String(option.id)}
                      control={<Radio />}
                      label={option.title}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error ? (
                  <FormHelperText>{fieldErrorText(t, fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
        )}

        <Grid container spacing={2}>
          {CATEGORY_LEVELS.map((level, index) =>
            // The first level always shows; a level below it shows once its parent's choice has options.
            index === 0 || options[level].length > 0 ? (
              <Grid key={level} size={{ xs: 12, md: 6 }}>
                <CascadingSelect
                  control={control}
                  setValue={setValue}
                  level={level}
                  options={options[level]}
                  required={index === 0}
                  // The variant's preset fixes the levels it names.
                  disabled={preset !== null && level in preset}
                />
              </Grid>
            ) : null,
          )}
        </Grid>

        <ContactFields
          control={control}
          names={{
            firstName: 'firstName',
            lastName: 'lastName',
            email: 'primaryContactEmail',
            companyName: 'companyName',
            phone: 'callBackNumber',
          }}
          idPrefix="incident"
          phoneLabelKey="support.form.callBackNumber"
          twoColumnsFrom="md"
        />

        {textField('situationDescription', t('support.form.situationDescription'), {
          max: INCIDENT_LIMITS.situationDescriptionMax,
          multiline: true,
          helperText: t('support.form.situationHelp'),
        })}
        <SituationAsideSlot control={control} />

        <AttachmentField
          file={file}
          error={fileError}
          disabled={viewOnly}
          onChange={(next, problem) => {
            setFile(next);
            setFileError(problem);
          }}
        />

        <Controller
          name="onBehalfOfAnother"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  disabled={field.disabled}

                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    onBehalfChanged(event.target.checked);
                  }}
                />
              }
              label={t('support.form.onBehalfOfAnother')}
            />
          )}
        />

        {notice ? (
          <Alert severity="warning" role="alert">
            {notice}
          </Alert>
        ) : null}

        <Box>
          <Button type="submit" variant="contained" size="large" loading={create.isPending} disabled={viewOnly}>
            {t('support.form.submit')}
          </Button>
        </Box>
      </Stack>

      <IncidentSuccessDialog incidentId={reference} canTrack={signedIn} onClose={startOver} />
      <IncidentFailureDialog
        open={failed}
        retrying={create.isPending}
        onClose={() => setFailed(false)}
        onRetry={() => {
          if (lastInput) send(lastInput);
        }}
      />
    </Box>
  );
}
