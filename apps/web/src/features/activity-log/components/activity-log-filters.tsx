import type { AutocompleteProps } from '@mui/material/Autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { activityLogCodeName } from '@portal/contract/activity-log-names';
import { ACTIVITY_LOG_LIMITS } from '@portal/contract/activity-log';
import type { CompanyRow } from '@portal/contract/companies';
import { resolveLocale } from '@portal/contract/locale';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FilterSection } from '@/components/filter-section';
import { LoadError } from '@/components/load-error';
import { useCompanyChoices } from '@/lib/get-companies';
import type { CodeListKind } from '../api/get-code-lists';
import { useCodeList } from '../api/get-code-lists';
import type { SectionFilters } from './table-state';
import { countApplied } from './table-state';

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

/** A list field whose choices could not be read: its label, what failed, and a way to read them again. */
function LoadFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      <LoadError
        onRetry={onRetry}
        message={t('activityLog.filters.loadError')}
        retryLabel={t('activityLog.filters.retry')}
      />
    </Box>
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
  const { t, i18n } = useTranslation();
  const texts = useListTexts();
  const codes = useCodeList(kind, companyId);
  const locale = resolveLocale(i18n.language);
  const name = (code: string) => activityLogCodeName(locale, kind, code);
  const options = [...new Set([...(codes.data?.items ?? []), ...chosen])].sort((a, b) =>
    name(a).localeCompare(name(b)),
  );
  const label = t(kind === 'events' ? 'activityLog.filters.events' : 'activityLog.filters.applications');
  if (codes.isError) return <LoadFailed label={label} onRetry={() => void codes.refetch()} />;
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
  const companies = useCompanyChoices();
  const label = t('activityLog.filters.company');
  if (companies.isError) return <LoadFailed label={label} onRetry={() => void companies.refetch()} />;
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

type ActivityLogFiltersProps = {
  /** The section's filters of the URL, applied to the list. */
  applied: SectionFilters;
  /** A super admin without a company context chooses the company (and the code lists follow it). */
  chooseCompany: boolean;
  onApply: (filters: SectionFilters) => void;
};

const NONE: SectionFilters = { events: [], applications: [], actor: '', entityId: '', companyId: null };

/**
 * The filter section: the events, applications, actor and entity id (and for a super admin without a company, the
 * company), applied together; the code lists are read once the section first opens.
 */
export function ActivityLogFilters({ applied, chooseCompany, onApply }: ActivityLogFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = countApplied(applied);
  const texts = {
    toggle: count > 0 ? t('activityLog.filters.toggleCount', { count }) : t('activityLog.filters.toggle'),
    title: t('activityLog.filters.title'),
    apply: t('activityLog.filters.apply'),
    reset: t('activityLog.filters.reset'),
  };
  const fields = (draft: SectionFilters, change: (draft: SectionFilters) => void) => {
    const set = <K extends keyof SectionFilters>(key: K, value: SectionFilters[K]) =>
      change({ ...draft, [key]: value });
    const companyId = chooseCompany ? (draft.companyId ?? undefined) : undefined;
    const codes = (kind: CodeListKind) => (
      <CodeChoice kind={kind} companyId={companyId} chosen={draft[kind]} onChange={(next) => set(kind, next)} />
    );
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
      <Grid container spacing={2}>
        {chooseCompany ? (
          <Grid size={12}>
            <CompanyChoice companyId={draft.companyId} onChange={(next) => set('companyId', next)} />
          </Grid>
        ) : null}
        {[codes('events'), codes('applications'), text('actor'), text('entityId')].map((field, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            {field}
          </Grid>
        ))}
      </Grid>
    );
  };

  return (
    <FilterSection
      applied={applied}
      none={NONE}
      appliedCount={count}
      open={open}
      onOpenChange={setOpen}
      onApply={onApply}
      texts={texts}
    >
      {fields}
    </FilterSection>
  );
}
