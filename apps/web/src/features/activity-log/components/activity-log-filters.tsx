import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import type { AutocompleteProps } from '@mui/material/Autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITY_LOG_LIMITS } from '@portal/contract/activity-log';
import type { CompanyRow } from '@portal/contract/companies';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { CompanyQuery } from '@/lib/get-companies';
import { useCompanies } from '@/lib/get-companies';
import type { CodeListKind } from '../api/get-code-lists';
import { useCodeList } from '../api/get-code-lists';
import { codeName } from './code-names';
import type { SectionFilters } from './table-state';
import { countApplied } from './table-state';

/** Spec section 9: a company filter reads one page of 500 companies, by name A–Z, without their products. */
const COMPANY_CHOICES: CompanyQuery = {
  page: 0,
  pageSize: 500,
  sortBy: 'companyName',
  sortOrder: 'asc',
  search: undefined,
  companyTypes: [],
  statuses: [],
  showProducts: false,
};

/** The words every list field of the section says (clear, open, loading…). */
function useListTexts() {
  const { t } = useTranslation();
  return {
    clearText: t('activityLog.filters.clear'),
    openText: t('activityLog.filters.openList'),
    closeText: t('activityLog.filters.closeList'),
    loadingText: t('activityLog.filters.loading'),
    noOptionsText: t('activityLog.filters.noOptions'),
    getLimitTagsText: (more: number) => t('activityLog.filters.more', { count: more }),
  } satisfies Partial<AutocompleteProps<string, true, false, false>>;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('activityLog.filters.retry')}
        </Button>
      }
    >
      {t('activityLog.filters.loadError')}
    </Alert>
  );
}

type CodeChoiceProps = {
  kind: CodeListKind;
  companyId: number | undefined;
  chosen: string[];
  onChange: (codes: string[]) => void;
};

/** The events or the applications the log holds, in words, A–Z; typed to narrow a long list. */
function CodeChoice({ kind, companyId, chosen, onChange }: CodeChoiceProps) {
  const { t } = useTranslation();
  const texts = useListTexts();
  const codes = useCodeList(kind, companyId);
  const group = kind === 'events' ? 'events' : 'applications';
  const name = (code: string) => codeName(t, group, code);
  const options = [...new Set([...(codes.data?.items ?? []), ...chosen])].sort((a, b) =>
    name(a).localeCompare(name(b)),
  );
  const label = t(kind === 'events' ? 'activityLog.filters.events' : 'activityLog.filters.applications');
  if (codes.isError) {
    return (
      <Box role="group" aria-label={label}>
        <Typography variant="subtitle2">{label}</Typography>
        <LoadFailed onRetry={() => void codes.refetch()} />
      </Box>
    );
  }
  return (
    <Autocomplete<string, true>
      {...texts}
      multiple
      id={`activity-log-${kind}`}
      options={options}
      value={chosen}
      loading={codes.isPending}
      disableCloseOnSelect
      limitTags={3}
      getOptionLabel={name}
      onChange={(_, next) => onChange(next.slice(0, ACTIVITY_LOG_LIMITS.valuesMax))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

type CompanyChoiceProps = { companyId: number | null; onChange: (companyId: number | null) => void };

/** A super admin without a company context: one company of the market, or every company when left empty. */
function CompanyChoice({ companyId, onChange }: CompanyChoiceProps) {
  const { t } = useTranslation();
  const texts = useListTexts();
  const companies = useCompanies(COMPANY_CHOICES);
  const label = t('activityLog.filters.company');
  if (companies.isError) {
    return (
      <Box role="group" aria-label={label}>
        <Typography variant="subtitle2">{label}</Typography>
        <LoadFailed onRetry={() => void companies.refetch()} />
      </Box>
    );
  }
  const options = companies.data?.items ?? [];
  return (
    <Autocomplete<CompanyRow>
      {...texts}
      id="activity-log-company"
      options={options}
      value={options.find((company) => company.companyId === companyId) ?? null}
      loading={companies.isPending}
      getOptionLabel={(company) => company.companyName}
      isOptionEqualToValue={(a, b) => a.companyId === b.companyId}
      onChange={(_, next) => onChange(next?.companyId ?? null)}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={t('activityLog.filters.companyHelp')} />
      )}
    />
  );
}

type FilterSectionProps = {
  /** The section's filters of the URL, applied to the list. */
  applied: SectionFilters;
  /** A super admin without a company context chooses the company (and the code lists follow it). */
  chooseCompany: boolean;
  onApply: (filters: SectionFilters) => void;
};

const NONE: SectionFilters = { events: [], applications: [], actor: '', entityId: '', companyId: null };

/**
 * The filter section: a toggle saying how many filters apply, and, open, the events, applications, actor, entity id
 * (and for a super admin without a company, the company), with Apply and Reset. Choices wait in a draft until Apply
 * puts them in the URL; Reset clears them there at once. The code lists are read once the section first opens.
 */
export function ActivityLogFilters({ applied, chooseCompany, onApply }: FilterSectionProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);
  // The draft starts again from what applies whenever that changes (a link, Reset).
  const appliedKey = JSON.stringify(applied);
  const [from, setFrom] = useState(appliedKey);
  if (appliedKey !== from) {
    setFrom(appliedKey);
    setDraft(applied);
  }
  const set = <K extends keyof SectionFilters>(key: K, value: SectionFilters[K]) =>
    setDraft({ ...draft, [key]: value });
  const count = countApplied(applied);
  const companyId = chooseCompany ? (draft.companyId ?? undefined) : undefined;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
    toggleRef.current?.focus();
  };
  const reset = () => {
    setDraft(NONE);
    if (count > 0) onApply(NONE);
  };
  const text = (key: 'actor' | 'entityId') => (
    <TextField
      id={`activity-log-${key}`}
      fullWidth
      label={t(`activityLog.filters.${key}`)}
      helperText={t(`activityLog.filters.${key}Help`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ htmlInput: { maxLength: ACTIVITY_LOG_LIMITS.textMax, autoCapitalize: 'none', spellCheck: false } }}
    />
  );

  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ m: 0 }}>
        <Button
          ref={toggleRef}
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          startIcon={<FilterListIcon aria-hidden="true" />}
          endIcon={open ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
          onClick={() => setOpen(!open)}
        >
          {count > 0 ? t('activityLog.filters.toggleCount', { count }) : t('activityLog.filters.toggle')}
        </Button>
      </Typography>
      <Box
        id={panelId}
        component="form"
        noValidate
        onSubmit={apply}
        hidden={!open}
        aria-label={t('activityLog.filters.title')}
        sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {open ? (
          <>
            <Grid container spacing={2}>
              {chooseCompany ? (
                <Grid size={12}>
                  <CompanyChoice companyId={draft.companyId} onChange={(next) => set('companyId', next)} />
                </Grid>
              ) : null}
              <Grid size={{ xs: 12, md: 6 }}>
                <CodeChoice
                  kind="events"
                  companyId={companyId}
                  chosen={draft.events}
                  onChange={(next) => set('events', next)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CodeChoice
                  kind="applications"
                  companyId={companyId}
                  chosen={draft.applications}
                  onChange={(next) => set('applications', next)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>{text('actor')}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>{text('entityId')}</Grid>
            </Grid>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button type="submit" variant="contained">
                {t('activityLog.filters.apply')}
              </Button>
              <Button onClick={reset}>{t('activityLog.filters.reset')}</Button>
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
