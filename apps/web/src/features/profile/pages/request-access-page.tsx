import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NewAccessRequest, RequestableCompany } from '@portal/contract/access-requests';
import { urlPage } from '@portal/contract/url-state';
import { ACCESS_REQUEST_LIMITS, newAccessRequestSchema } from '@portal/contract/access-requests';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { UserDetails } from '@portal/contract/identity';
import { ROUTES } from '@portal/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useSearchParams } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useUserContext } from '@/lib/get-user-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { useCreateAccessRequest } from '../api/create-access-request';
import { CompanyPicker } from '../components/company-picker';
import { MyRequests } from '../components/my-requests';
import { ProductsPicker } from '../components/products-picker';
import { errorText, translateKey, useFocusFirstError } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** The same pause as the other searches of the portal (spec section 9: 500 ms). */
const SEARCH_DEBOUNCE_MS = DATA_DICTIONARY.debounceMs;

/** What the form holds: no company until one is chosen. */
type RequestValues = { tenant_id: number | null; products: string[]; requestor_note: string };
const EMPTY_REQUEST: RequestValues = { tenant_id: null, products: [], requestor_note: '' };

/** The company search and its page live in the URL (?search=&page=, one-based), so Back and links keep them. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = (urlPage(params.get('page') ?? undefined) ?? 1) - 1;
  const update = useCallback(
    (next: { search?: string; page?: number }) =>
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) result.set('search', next.search);
            else result.delete('search');
            result.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 0) result.set('page', String(next.page + 1));
            else result.delete('page');
          }
          return result;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { search, page, update };
}

function RequestForm({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { search, page, update } = useSearchState();
  const [input, setInput] = useState(search);
  const debounced = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [company, setCompany] = useState<RequestableCompany | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const creating = useCreateAccessRequest();
  const viewOnly = useViewOnly();
  const { control, handleSubmit, setValue, clearErrors, reset, formState } = useForm<
    RequestValues,
    unknown,
    NewAccessRequest
  >({
    resolver: zodFormResolver<RequestValues, NewAccessRequest>(newAccessRequestSchema),
    // useFocusFirstError focuses the first error in page order.
    shouldFocusError: false,
    defaultValues: EMPTY_REQUEST,
  });
  const products = useController({ control, name: 'products' });
  const note = useController({ control, name: 'requestor_note' });
  const errors = formState.errors;

  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
  }, [debounced, search, update]);

  const chooseCompany = (next: RequestableCompany) => {
    setCompany(next);
    setValue('tenant_id', next.tenant_id);
    setValue('products', []);
    clearErrors(['tenant_id', 'products']);
  };

  const { formRef, focusError } = useFocusFirstError();
  const submit = handleSubmit(
    (data) =>
      creating.mutate(
        { userId: user.login_id, data },
        {
          onSuccess: () => {
            setSentTo(company?.company_name ?? '');
            setCompany(null);
            reset(EMPTY_REQUEST);
          },
        },
      ),
    focusError,
  );

  const noteLength = [...note.field.value].length;
  const noteTooLong = noteLength > ACCESS_REQUEST_LIMITS.noteMax;
  const noteError =
    errors.requestor_note?.message ?? (noteTooLong ? 'profile.requestAccess.errors.note_too_long' : undefined);

  return (
    <Paper
      ref={formRef}
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => {
        setSentTo(null);
        void submit(event);
      }}
      aria-labelledby="request-access-form"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="request-access-form" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('profile.requestAccess.formHeading')}
      </Typography>
      <Stack spacing={3}>
        <ViewOnlyNotice />
        <CompanyPicker
          userId={user.login_id}
          input={input}
          onInput={setInput}
          search={search}
          page={page}
          onPage={(next) => update({ page: next })}
          selected={company}
          onSelect={chooseCompany}
          error={errors.tenant_id?.message}
          disabled={viewOnly}
        />
        <ProductsPicker
          company={company}
          chosen={products.field.value}
          onChange={products.field.onChange}
          error={errors.products?.message}
          disabled={viewOnly}
        />
        <TextField
          id="request-access-note"
          label={t('profile.requestAccess.noteLabel')}
          {...note.field}
          disabled={viewOnly}
          multiline
          minRows={3}
          error={Boolean(noteError)}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{noteError ? translateKey(t, noteError, 'errors.request.invalid') : ''}</span>
              <span>
                {t('profile.requestAccess.noteCounter', { length: noteLength, max: ACCESS_REQUEST_LIMITS.noteMax })}
              </span>
            </Box>
          }
          fullWidth
        />
        {creating.isError ? (
          <Alert severity="error" role="alert">
            {errorText(t, creating.error)}
          </Alert>
        ) : null}
        {sentTo !== null ? (
          <Alert severity="success" role="status">
            {t('profile.requestAccess.sent', { company: sentTo })}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={creating.isPending} disabled={viewOnly}>
            {t('profile.requestAccess.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** /profile/requestAccess: ask for access to another company's data and follow one's requests. */
export function RequestAccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.requestAccess.pageTitle'));
  const { data: user } = useUserContext();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Link component={RouterLink} to={ROUTES.profile} sx={{ display: 'inline-block', mb: 2 }}>
        {t('profile.requestAccess.back')}
      </Link>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('profile.requestAccess.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('profile.requestAccess.intro')}
      </Typography>
      {user ? (
        <Stack spacing={4}>
          <RequestForm user={user} />
          <MyRequests userId={user.login_id} />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
