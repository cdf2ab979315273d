import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InviteRowError, NewUserList, ValidationResult } from '@portal/contract/invitations';
import { INVITATION_ERROR_CODES, INVITATION_LIMITS, isEmailAddress } from '@portal/contract/invitations';
import type { Locale } from '@portal/contract/locale';
import { ALLOWED_LOCALES, resolveLocale } from '@portal/contract/locale';
import type { CompanyPersona } from '@portal/contract/user-admin';
import { singleLineProblem } from '@portal/contract/text-rules';
import { COMPANY_PERSONAS, USER_ADMIN_FIELD_ERRORS, USER_ADMIN_LIMITS } from '@portal/contract/user-admin';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiClientError } from '@/lib/api-client';
import { errorText, translateKey } from '@/lib/form-errors';
import { useAddUsers, useValidateNewUsers } from '../api/invitations';
import { DialogFrame } from '@/components/dialog-frame';
import { ProductChoice } from './product-choice';

type Person = { email: string; firstName: string; lastName: string };
type PersonField = keyof Person;
/** Each row's problems by field, as catalogue keys: the form's own checks, then the server's validation. */
type RowProblems = Partial<Record<PersonField, string[]>>;

const EMPTY: Person = { email: '', firstName: '', lastName: '' };
/** Rows the dialog takes at once (the call takes up to INVITATION_LIMITS.usersMax). */
const ROWS_MAX = 10;

/** What the form can tell before asking the server: an address that is one, both names, each on one line. */
function checkPerson(person: Person): RowProblems {
  const problems: RowProblems = {};
  if (!isEmailAddress(person.email.trim())) problems.email = ['errors.invitations.invalid_email'];
  for (const field of ['firstName', 'lastName'] as const) {
    const name = person[field].trim();
    const problem = name ? singleLineProblem(name) : USER_ADMIN_FIELD_ERRORS.nameRequired;
    if (problem) problems[field] = [problem];
  }
  return problems;
}

/** The server's reasons per row (all about the address but an unknown product). */
function serverProblems(rows: ValidationResult['rows'], count: number): RowProblems[] {
  const found: RowProblems[] = Array.from({ length: count }, () => ({}));
  for (const row of rows) {
    if (row.errors.length > 0 && found[row.index]) found[row.index] = { email: row.errors.map((e) => `errors.${e}`) };
  }
  return found;
}

function rowsOfInvalid(error: unknown): ValidationResult['rows'] | null {
  if (!isApiClientError(error) || error.code !== INVITATION_ERROR_CODES.invalidRows) return null;
  const rows = (error.details as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? (rows as { index: number; email: string; errors: InviteRowError[] }[]) : null;
}

type AddUsersDialogProps = {
  companyId: number;
  open: boolean;
  onClose: () => void;
  onAdded: (count: number) => void;
};

/** Mounted while open, so that each opening starts empty. */
function AddUsersForm({ companyId, onClose, onAdded }: Omit<AddUsersDialogProps, 'open'>) {
  const { t } = useTranslation();
  const validate = useValidateNewUsers(companyId);
  const add = useAddUsers(companyId);
  const [people, setPeople] = useState<Person[]>([EMPTY]);
  const [persona, setPersona] = useState<CompanyPersona>('USER');
  const [products, setProducts] = useState<string[]>([]);
  /** The invitation's language; none: the company market's. */
  const [locale, setLocale] = useState<Locale | ''>('');
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = validate.isPending || add.isPending;
  const invalid = problems.some((p) => Object.keys(p).length > 0);

  const edit = (index: number, field: PersonField, value: string) => {
    setPeople((current) => current.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
    // A corrected field's problems go; the others stay until the next try.
    setProblems((current) => current.map((p, i) => (i === index ? { ...p, [field]: undefined } : p)));
  };
  const remove = (index: number) => {
    setPeople((current) => current.filter((_, i) => i !== index));
    setProblems((current) => current.filter((_, i) => i !== index));
  };
  const close = () => {
    if (!busy) onClose();
  };

  const submit = async () => {
    setFailure(null);
    const own = people.map(checkPerson);
    setProblems(own);
    if (own.some((p) => Object.keys(p).length > 0)) return;
    const body: NewUserList = {
      users: people.map((p) => ({
        email: p.email.trim(),
        firstName: p.firstName.trim(),
        lastName: p.lastName.trim(),
        persona,
        products,
        ...(locale ? { locale } : {}),
      })),
    };
    try {
      const checked = await validate.mutateAsync(body);
      if (!checked.valid) {
        setProblems(serverProblems(checked.rows, people.length));
        return;
      }
      const started = await add.mutateAsync(body);
      onAdded(started.taskIds.length);
    } catch (error) {
      const rows = rowsOfInvalid(error);
      if (rows) setProblems(serverProblems(rows, people.length));
      else setFailure(errorText(t, error));
    }
  };

  const field = (index: number, name: PersonField, label: string, options: { type?: string; max: number }) => {
    const id = `add-user-${index}-${name}`;
    const messages = problems[index]?.[name];
    return (
      <TextField
        id={id}
        label={label}
        required
        fullWidth
        type={options.type ?? 'text'}
        autoComplete="off"
        value={people[index]![name]}
        onChange={(event) => edit(index, name, event.target.value)}
        error={Boolean(messages?.length)}
        helperText={messages?.map((key) => translateKey(t, key, 'errors.request.invalid')).join(' ')}
        slotProps={{ htmlInput: { maxLength: options.max } }}
      />
    );
  };

  return (
    <DialogFrame
      open
      title={t('userAdmin.addDialog.title')}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('userAdmin.addDialog.text')}</DialogContentText>
        {invalid ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('errors.invitations.invalid_rows')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack spacing={3}>
          {people.map((_, index) => (
            <Box
              key={index}
              component="fieldset"
              aria-labelledby={`add-user-${index}-legend`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id={`add-user-${index}-legend`} component="span" variant="subtitle2">
                  {t('userAdmin.addDialog.person', { number: index + 1 })}
                </Typography>
                {people.length > 1 ? (
                  <IconButton
                    aria-label={t('userAdmin.addDialog.removePerson', { number: index + 1 })}
                    onClick={() => remove(index)}
                    disabled={busy}
                    size="small"
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                ) : null}
              </Box>
              <Stack spacing={2} sx={{ mt: 1 }}>
                {field(index, 'email', t('userAdmin.addDialog.email'), {
                  type: 'email',
                  max: INVITATION_LIMITS.emailMax,
                })}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {field(index, 'firstName', t('userAdmin.addDialog.firstName'), { max: USER_ADMIN_LIMITS.nameMax })}
                  {field(index, 'lastName', t('userAdmin.addDialog.lastName'), { max: USER_ADMIN_LIMITS.nameMax })}
                </Stack>
              </Stack>
            </Box>
          ))}
          {people.length < ROWS_MAX ? (
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => setPeople((c) => [...c, EMPTY])} disabled={busy}>
                {t('userAdmin.addDialog.addPerson')}
              </Button>
            </Box>
          ) : null}
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('userAdmin.addDialog.persona')}</FormLabel>
            <RadioGroup
              row
              name="add-user-persona"
              value={persona}
              onChange={(event) => setPersona(event.target.value as CompanyPersona)}
            >
              {COMPANY_PERSONAS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`userAdmin.personas.${value}`)}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <ProductChoice
            legend={t('userAdmin.addDialog.products')}
            chosen={products}
            onChange={setProducts}
            disabled={busy}
          />
          <TextField
            select
            id="add-user-locale"
            label={t('userAdmin.addDialog.locale')}
            value={locale}
            onChange={(event) => setLocale(event.target.value ? resolveLocale(event.target.value) : '')}
            disabled={busy}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{t('userAdmin.addDialog.companyLocale')}</option>
            {ALLOWED_LOCALES.map((value) => (
              <option key={value} value={value} lang={value}>
                {t(`languages.${value}`)}
              </option>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('userAdmin.addDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('userAdmin.addDialog.confirm')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/**
 * Adds people to the company by invitation: their addresses and names, what they will be (user or admin) and the
 * products they get, and the language of the invitation (the company's unless chosen). The list is validated first; a row that cannot be added says why (an address not in the
 * company's authorised domains, one already a user or invited, …) with everything typed kept. Then the addition
 * starts: each person becomes a pending user and is e-mailed an invitation.
 */
export function AddUsersDialog({ open, ...props }: AddUsersDialogProps) {
  return open ? <AddUsersForm {...props} /> : null;
}
