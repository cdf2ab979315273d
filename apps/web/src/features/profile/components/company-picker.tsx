import { RetryAlert } from '@/components/retry-alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RequestableCompany } from '@portal/contract/access-requests';
import { ACCESS_REQUEST_LIMITS } from '@portal/contract/access-requests';
import { useTranslation } from '@/i18n/use-translation';
import { REQUESTABLE_PAGE_SIZE, useRequestableCompanies } from '../api/get-requestable-companies';
import { FIELD_ERROR_MARK, translateKey } from '@/lib/form-errors';
import { STATE_COLORS } from './my-requests';

type CompanyPickerProps = {
  userId: string;
  /** What is typed in the search box. */
  input: string;
  onInput: (value: string) => void;
  /** The search applied (debounced) and the zero-based page, both from the URL. */
  search: string;
  page: number;
  onPage: (page: number) => void;
  selected: RequestableCompany | null;
  onSelect: (company: RequestableCompany) => void;
  error: string | undefined;
  /** Choosing is turned off (a view-only user); searching and paging still work. */
  disabled?: boolean;
};

function CompanyLabel({ company }: { company: RequestableCompany }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {company.company_name}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {t(`profile.requestAccess.companyTypes.${company.company_type}`)} ·{' '}
        {t(`profile.requestAccess.markets.${company.market}`)}
      </Typography>
      {company.pending ? (
        <Chip
          size="small"
          variant="outlined"
          sx={{ color: STATE_COLORS.PENDING, borderColor: STATE_COLORS.PENDING }}
          label={t('profile.requestAccess.pendingBadge')}
        />
      ) : null}
    </Box>
  );
}

/** Search the companies one may ask for (debounced, paged) and choose one; those already asked for are shown but disabled. */
export function CompanyPicker({
  userId,
  input,
  onInput,
  search,
  page,
  onPage,
  selected,
  onSelect,
  error,
  disabled = false,
}: CompanyPickerProps) {
  const { t } = useTranslation();
  const companies = useRequestableCompanies({ userId, search, page });
  const items = companies.data?.items ?? [];
  const errorId = 'request-access-company-error';

  const list = () => {
    if (companies.isPending) return <Typography role="status">{t('profile.requestAccess.loading')}</Typography>;
    if (companies.isError) {
      return (
        <RetryAlert retryLabel={t('profile.retry')} onRetry={() => void companies.refetch()}>
          {t('profile.requestAccess.loadError')}
        </RetryAlert>
      );
    }
    if (items.length === 0) return <Typography>{t('profile.requestAccess.noCompanies')}</Typography>;
    return (
      <RadioGroup
        name="request-access-company"
        value={selected ? String(selected.tenant_id) : ''}
        onChange={(_, value) => {
          const company = items.find((item) => String(item.tenant_id) === value);
          if (company) onSelect(company);
        }}
      >
        {items.map((company) => (
          <FormControlLabel
            key={company.tenant_id}
            value={String(company.tenant_id)}
            disabled={company.pending || disabled}
            control={<Radio />}
            label={<CompanyLabel company={company} />}
            sx={{ borderBottom: 1, borderColor: 'divider', mx: 0 }}
          />
        ))}
      </RadioGroup>
    );
  };

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      fullWidth
      aria-describedby={error ? errorId : undefined}
      {...{ [FIELD_ERROR_MARK]: Boolean(error) }}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('profile.requestAccess.companyLegend')}
      </FormLabel>
      <TextField
        id="request-access-search"
        type="search"
        label={t('profile.requestAccess.searchLabel')}
        placeholder={t('profile.requestAccess.searchPlaceholder')}
        value={input}
        onChange={(event) => onInput(event.target.value)}
        size="small"
        sx={{ mb: 2, maxWidth: 420 }}
        slotProps={{ htmlInput: { maxLength: ACCESS_REQUEST_LIMITS.searchMax } }}
      />
      {list()}
      {companies.data && companies.data.total > REQUESTABLE_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={companies.data.total}
          page={page}
          onPageChange={(_, next) => onPage(next)}
          rowsPerPage={REQUESTABLE_PAGE_SIZE}
          rowsPerPageOptions={[REQUESTABLE_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('profile.requestAccess.pageRange', { from, to, count })}
          getItemAriaLabel={(type) => t(`profile.requestAccess.pageNav.${type}`)}
        />
      ) : null}
      {error ? <FormHelperText id={errorId}>{translateKey(t, error, 'errors.request.invalid')}</FormHelperText> : null}
    </FormControl>
  );
}
