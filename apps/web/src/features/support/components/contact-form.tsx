import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import type { CategoryOption, ContactUsBody, ContactUsVariant } from '@portal/contract/support';
import { contactUsBodySchema, INCIDENT_LIMITS } from '@portal/contract/support';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { analytics } from '@/lib/analytics';
import { useSendContactUs } from '../api/send-contact-us';
import { errorText, fieldErrorText, useFocusFirstError } from '@/lib/form-errors';
import { serverFieldErrors } from '../support-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useViewOnly } from '@/lib/use-view-only';
import type { ContactPrefill } from '../contact-prefill';
import { FormTextField, type FormTextFieldOptions } from '@/components/form-text-field';
import { ContactFields } from './contact-fields';
import { OptionSelect } from './option-select';

type ContactValues = {
  reason: number | null;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  phone: string;
  message: string;
};
type TextName = Exclude<keyof ContactValues, 'reason'>;

const FIELDS: readonly string[] = ['reason', 'firstName', 'lastName', 'email', 'companyName', 'phone', 'message'];

function initialValues(prefill: ContactPrefill): ContactValues {
  return {
    reason: null,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    email: prefill.primaryContactEmail,
    companyName: prefill.companyName,
    phone: '',
    message: '',
  };
}

type ContactFormProps = { reasons: readonly CategoryOption[]; prefill: ContactPrefill; variant: ContactUsVariant };

/** The contact-us form: reason, who is asking, and the message; sent with bot prevention. */
export function ContactForm({ reasons, prefill, variant }: ContactFormProps) {
  const { t } = useTranslation();
  const send = useSendContactUs();
  const viewOnly = useViewOnly();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<ContactValues, unknown, ContactUsBody>({
    resolver: zodFormResolver<ContactValues, ContactUsBody>(contactUsBodySchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: initialValues(prefill),
    mode: 'onTouched',
    disabled: viewOnly,
  });

  const { formRef, focusError } = useFocusFirstError();
  const submit = handleSubmit((body) => {
    setOutcome(null);
    send.mutate(
      { ...body, variant },
      {
        onSuccess: () => {
          setOutcome({ severity: 'success', text: t('support.contact.sent') });
          reset(initialValues(prefill));
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error).filter((e) => FIELDS.includes(e.field));
          onFields.forEach(({ field, message }) => setError(field as Path<ContactValues>, { type: 'server', message }));
          if (onFields.length === 0) setOutcome({ severity: 'error', text: errorText(t, error) });
          else focusError();
        },
      },
    );
  }, focusError);

  const text = (name: TextName, label: string, options: FormTextFieldOptions) => (
    <FormTextField control={control} name={name} id={`contact-${name}`} label={label} options={options} />
  );

  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={(event) => {
        analytics.track(ANALYTICS_EVENTS.contactUsSubmitClick, { variant });
        void submit(event);
      }}
    >
      <Stack spacing={2}>
        <ViewOnlyNotice />
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <OptionSelect
              id="contact-reason"
              label={t('support.contact.reason')}
              options={reasons}
              value={field.value}
              required
              disabled={field.disabled}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(t, fieldState.error?.message)}
            />
          )}
        />
        <ContactFields
          control={control}
          names={{
            firstName: 'firstName',
            lastName: 'lastName',
            email: 'email',
            companyName: 'companyName',
            phone: 'phone',
          }}
          idPrefix="contact"
          phoneLabelKey="support.contact.phone"
          twoColumnsFrom="sm"
        />
        {text('message', t('support.contact.message'), {
          max: INCIDENT_LIMITS.situationDescriptionMax,
          multiline: true,
        })}
        {outcome ? (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={send.isPending} disabled={viewOnly}>
            {t('support.contact.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
