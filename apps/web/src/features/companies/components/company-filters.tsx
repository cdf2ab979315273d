import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { COMPANY_LIMITS } from '@portal/contract/companies-core';
import type { TenantType } from '@portal/contract/identity';
import { COMPANY_STATUSES, TENANT_TYPES } from '@portal/contract/identity-core';
import { useTranslation } from '@/i18n/use-translation';
import { CheckboxGroup } from '@/components/checkbox-group';
import { SearchField } from '@/components/search-field';
import type { TableUpdate } from '@/lib/use-table-state';
import { useCompanyStatuses, useCompanyTypes } from '@/lib/get-companies';

type CompanyStatus = (typeof COMPANY_STATUSES)[number];

type CompanyFiltersProps = {
  search: string;
  companyTypes: readonly TenantType[];
  statuses: readonly CompanyStatus[];
  onChange: (changes: TableUpdate) => void;
};

/** The values offered plus any chosen that are no longer offered (so it can be unticked), in the contract's order. */
function choices<Value extends string>(order: readonly Value[], offered: readonly Value[], chosen: readonly Value[]) {
  return order.filter((value) => offered.includes(value) || chosen.includes(value));
}

/** The URL value of a ticked list: comma separated, none (removed from the URL) when empty. */
function toggled<Value extends string>(chosen: readonly Value[], value: Value, on: boolean): string | null {
  const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
  return next.length > 0 ? next.join(',') : null;
}

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  values: readonly Value[] | undefined;
  chosen: readonly Value[];
  label: (value: Value) => string;
  onToggle: (value: Value, on: boolean) => void;
  failed: boolean;
  onRetry: () => void;
};

/** One filter's checkboxes; a failure to read its values offers to try again. */
function ChoiceGroup<Value extends string>({ values, label, failed, onRetry, ...group }: ChoiceGroupProps<Value>) {
  const { t } = useTranslation();
  const loadError = {
    message: t('companies.list.filtersError'),
    retryLabel: t('companies.list.retryFilters'),
    onRetry,
  };
  return (
    <CheckboxGroup
      {...group}
      choices={values?.map((value) => ({ value, label: label(value) }))}
      loadError={failed ? loadError : undefined}
    />
  );
}

/**
 * The company list's search (name or admin e-mail) and its type and status filters: the types the market's
 * companies have, and the statuses of the companies of the types chosen. Every choice goes to the URL.
 */
export function CompanyFilters({ search, companyTypes, statuses, onChange }: CompanyFiltersProps) {
  const { t } = useTranslation();
  const types = useCompanyTypes();
  const offeredStatuses = useCompanyStatuses(companyTypes);
  return (
    <Box component="section" aria-label={t('companies.list.filters')} sx={{ mb: 3 }}>
      <Box sx={{ maxWidth: 560, mb: 2 }}>
        <SearchField
          id="company-search"
          label={t('companies.list.search')}
          value={search}
          onSearch={(value) => onChange({ search: value })}
          maxLength={COMPANY_LIMITS.searchMax}
        />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChoiceGroup
            legend={t('companies.list.types')}
            values={types.data && choices(TENANT_TYPES, types.data.types, companyTypes)}
            chosen={companyTypes}
            label={(type) => t(`companies.types.${type}`)}
            onToggle={(type, on) => onChange({ companyTypes: toggled(companyTypes, type, on) })}
            failed={types.isError}
            onRetry={() => void types.refetch()}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChoiceGroup
            legend={t('companies.list.statuses')}
            values={offeredStatuses.data && choices(COMPANY_STATUSES, offeredStatuses.data.statuses, statuses)}
            chosen={statuses}
            label={(status) => t(`companies.statuses.${status}`)}
            onToggle={(status, on) => onChange({ statuses: toggled(statuses, status, on) })}
            failed={offeredStatuses.isError}
            onRetry={() => void offeredStatuses.refetch()}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
