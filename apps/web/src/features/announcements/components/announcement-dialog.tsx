import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type {
  Announcement,
  AnnouncementCompanyType,
  AnnouncementInput,
  AnnouncementSeverity,
} from '@portal/contract/announcements';
import {
  ANNOUNCEMENT_COMPANY_TYPES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_TEXT_FIELDS,
  announcementBodySchema,
} from '@portal/contract/announcements';
import type { Market } from '@portal/contract/markets';
import { useEffect } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { errorText, fieldErrorText, invalidRequestFields, useFocusFirstError } from '@/lib/form-errors';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useSaveAnnouncement } from '../api/save-announcement';
import { fromZonedInput, toZonedInput } from '../schedule-input';

/** What the form holds: the texts as typed, the schedule as the inputs show it (local to the display zone). */
type FormValues = {
  severity: AnnouncementSeverity;
  textEnUs: string;
  textEsMx: string;
  textFrCa: string;
  startsAt: string;
  endsAt: string;
  companyTypes: AnnouncementCompanyType[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function initialValues(announcement: Announcement | null, zone: string): FormValues {
  if (announcement) {
    return {
      severity: announcement.severity,
      textEnUs: announcement.textEnUs,
      textEsMx: announcement.textEsMx ?? '',
      textFrCa: announcement.textFrCa ?? '',
      startsAt: toZonedInput(announcement.startsAt, zone),
      endsAt: toZonedInput(announcement.endsAt, zone),
      companyTypes: [...announcement.companyTypes],
    };
  }
  // A new one shows from now (to the minute) for a day, the most common maintenance notice.
  const start = Math.floor(Date.now() / MINUTE) * MINUTE;
  return {
    severity: 'info',
    textEnUs: '',
    textEsMx: '',
    textFrCa: '',
    startsAt: toZonedInput(new Date(start).toISOString(), zone),
    endsAt: toZonedInput(new Date(start + DAY).toISOString(), zone),
    companyTypes: [],
  };
}

/** The contract's body schema over the form's values: the schedule read in the display zone first. */
function formSchema(zone: string) {
  return z.preprocess((values: FormValues) => {
    return {
      ...values,
      startsAt: fromZonedInput(values.startsAt, zone),
      endsAt: fromZonedInput(values.endsAt, zone),
    };
  }, announcementBodySchema);
}

type FieldProps = { control: Control<FormValues, unknown, AnnouncementInput> };

function ScheduleField({
  control,
  name,
  label,
  helperText,
}: FieldProps & { name: 'startsAt' | 'endsAt'; label: string; helperText: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`announcement-${name}`}
          type="datetime-local"
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? fieldErrorText(t, fieldState.error.message) : helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

function SeverityField({ control }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name="severity"
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          id="announcement-severity"
          select
          fullWidth
          label={t('announcements.dialog.severity')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {ANNOUNCEMENT_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`announcements.banner.severity.${severity}`)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

function TargetsField({ control }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name="companyTypes"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">{t('announcements.dialog.targets')}</FormLabel>
          <FormGroup>
            {ANNOUNCEMENT_COMPANY_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={t(`announcements.companyTypes.${type}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(type)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, type] : field.value.filter((other) => other !== type),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {fieldState.error ? fieldErrorText(t, fieldState.error.message) : t('announcements.dialog.targetsHelp')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

type AnnouncementDialogProps = {
  open: boolean;
  /** The announcement edited, or null for a new one. */
  announcement: Announcement | null;
  market: Market | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Create or edit an announcement: the message in English (required) and its translations, severity, schedule in
 * the display zone, and the company types it shows to. Full-screen on phones.
 */
export function AnnouncementDialog({ open, announcement, market, onClose, onSaved }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const zone = useDisplayTimeZone();
  const saving = useSaveAnnouncement();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, AnnouncementInput>({
    resolver: zodFormResolver<FormValues, AnnouncementInput>(formSchema(zone)),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: initialValues(announcement, zone),
  });

  useEffect(() => {
    if (open) {
      reset(initialValues(announcement, zone));
      saving.reset();
    }
    // Only a newly opened dialog starts over; the mutation object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, announcement, zone, reset]);

  const { formRef, focusError } = useFocusFirstError();
  const save = handleSubmit(
    (data) =>
      saving.mutate(
        { id: announcement?.id ?? null, data },
        {
          onSuccess: onSaved,
          onError: (error) => {
            const fields = Object.entries(invalidRequestFields(error));
            for (const [field, message] of fields) setError(field as FieldPath<FormValues>, { message });
            if (fields.length > 0) focusError();
          },
        },
      ),
    focusError,
  );

  const textField = (locale: keyof typeof ANNOUNCEMENT_TEXT_FIELDS) => {
    const name = ANNOUNCEMENT_TEXT_FIELDS[locale];
    const required = locale === 'en-US';
    return (
      <FormTextField
        control={control}
        name={name}
        id={`announcement-${name}`}
        label={t(`announcements.dialog.${name}`)}
        options={{
          required,
          multiline: true,
          max: ANNOUNCEMENT_LIMITS.textMax,
          helperText: required ? undefined : t('announcements.dialog.translationHelp'),
        }}
      />
    );
  };

  const titleId = 'announcement-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {announcement ? t('announcements.dialog.editTitle') : t('announcements.dialog.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid
          ref={formRef}
          container
          spacing={3}
          component="form"
          id="announcement-form"
          noValidate
          onSubmit={(event) => void save(event)}
        >
          {market ? (
            <Grid size={12}>
              <Typography color="text.secondary">{t('announcements.dialog.market', { market })}</Typography>
            </Grid>
          ) : null}
          <Grid size={12}>{textField('en-US')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{textField('es-MX')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{textField('fr-CA')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SeverityField control={control} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ScheduleField
              control={control}
              name="startsAt"
              label={t('announcements.dialog.startsAt')}
              helperText={t('announcements.dialog.scheduleHelp', { zone })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ScheduleField
              control={control}
              name="endsAt"
              label={t('announcements.dialog.endsAt')}
              helperText={t('announcements.dialog.scheduleHelp', { zone })}
            />
          </Grid>
          <Grid size={12}>
            <TargetsField control={control} />
          </Grid>
          {saving.isError && Object.keys(invalidRequestFields(saving.error)).length === 0 ? (
            <Grid size={12}>
              <Alert severity="error">{errorText(t, saving.error)}</Alert>
            </Grid>
          ) : null}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('announcements.dialog.cancel')}</Button>
        <Button type="submit" form="announcement-form" variant="contained" loading={saving.isPending}>
          {t('announcements.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
