import Grid from '@mui/material/Grid';
import { INCIDENT_LIMITS } from '@portal/contract/support';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { FormTextField, type FormTextFieldOptions } from '@/components/form-text-field';

/** Each form's own name for the five contact fields it shares with the other support form. */
export type ContactFieldNames<T extends FieldValues> = {
  firstName: Path<T>;
  lastName: Path<T>;
  email: Path<T>;
  companyName: Path<T>;
  phone: Path<T>;
};

type PhoneLabelKey = 'support.contact.phone' | 'support.form.callBackNumber';
type LabelKey = `support.form.${'firstName' | 'lastName' | 'email' | 'companyName'}` | PhoneLabelKey;
type ContactField = { key: keyof ContactFieldNames<FieldValues>; labelKey: LabelKey; options: FormTextFieldOptions };

function contactFields(phoneLabelKey: PhoneLabelKey): ContactField[] {
  return [
    {
      key: 'firstName',
      labelKey: 'support.form.firstName',
      options: { max: INCIDENT_LIMITS.nameMax, autoComplete: 'given-name' },
    },
    {
      key: 'lastName',
      labelKey: 'support.form.lastName',
      options: { max: INCIDENT_LIMITS.nameMax, autoComplete: 'family-name' },
    },
    {
      key: 'email',
      labelKey: 'support.form.email',
      options: { max: INCIDENT_LIMITS.emailMax, type: 'email', autoComplete: 'email' },
    },
    {
      key: 'companyName',
      labelKey: 'support.form.companyName',
      options: { max: INCIDENT_LIMITS.companyNameMax, autoComplete: 'organization' },
    },
    {
      key: 'phone',
      labelKey: phoneLabelKey,
      options: { max: INCIDENT_LIMITS.callBackNumberMax, type: 'tel', autoComplete: 'tel', required: false },
    },
  ];
}

/** The requester's name, e-mail, company and phone, two to a row from the `twoColumnsFrom` breakpoint up. */
export function ContactFields<T extends FieldValues, TOutput>({
  control,
  names,
  idPrefix,
  phoneLabelKey,
  twoColumnsFrom,
}: {
  control: Control<T, unknown, TOutput>;
  names: ContactFieldNames<T>;
  idPrefix: string;
  phoneLabelKey: PhoneLabelKey;
  twoColumnsFrom: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {contactFields(phoneLabelKey).map(({ key, labelKey, options }) => (
        <Grid key={key} size={{ xs: 12, [twoColumnsFrom]: 6 }}>
          <FormTextField
            control={control}
            name={names[key]}
            id={`${idPrefix}-${names[key]}`}
            label={t(labelKey)}
            options={options}
          />
        </Grid>
      ))}
    </Grid>
  );
}
