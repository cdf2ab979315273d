import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CompanyRow } from '@portal/contract/companies';
import type { GlobalUserFilters, GlobalUserType } from '@portal/contract/global-users';
import {
  GLOBAL_USER_ATTRIBUTES,
  GLOBAL_USER_ROLES,
  GLOBAL_USER_STATUSES,
  SBU_CODES,
} from '@portal/contract/global-users';
import { COMPANY_TYPES } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { MARKETS } from '@portal/contract/markets';
import type { Choice } from '@/components/checkbox-group';
import { CheckboxGroup } from '@/components/checkbox-group';
import { FilterSection } from '@/components/filter-section';
import { useTranslation } from '@/i18n/use-translation';
import { useCompanyChoices, useCompanyTypes } from '@/lib/get-companies';
import { useFilterList } from '../api/get-filter-lists';
import { useProducts } from '../api/get-products';
import type { FilterKey } from './table-state';
import { TAB_FILTERS } from './table-state';

/** The codes an answer offers that the contract knows, in the contract's order, plus any chosen (to be unticked). */
function known<Value extends string>(
  order: readonly Value[],
  offered: readonly string[] | undefined,
  chosen: readonly Value[],
) {
  return offered && order.filter((value) => offered.includes(value) || chosen.includes(value));
}

type ChoiceGroupProps<Value> = {
  legend: string;
  /** Undefined while the choices load. */
  choices: readonly Choice<Value>[] | undefined;
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
  failed?: boolean;
  onRetry?: () => void;
};

/** One filter's checkboxes, ticked in the order of its choices; a failure to read them offers to try again. */
function ChoiceGroup<Value>({ legend, choices, chosen, onChange, failed, onRetry }: ChoiceGroupProps<Value>) {
  const { t } = useTranslation();
  const toggle = (value: Value, on: boolean) =>
    onChange((choices ?? []).map((c) => c.value).filter((v) => (v === value ? on : chosen.includes(v))));
  const loadError =
    failed && onRetry
      ? { message: t('globalUsers.filters.loadError'), retryLabel: t('globalUsers.filters.retry'), onRetry }
      : undefined;
  return <CheckboxGroup legend={legend} choices={choices} chosen={chosen} onToggle={toggle} loadError={loadError} />;
}

type DraftProps = {
  type: GlobalUserType;
  draft: GlobalUserFilters;
  set: <K extends FilterKey>(key: K, values: GlobalUserFilters[K]) => void;
};

/** The companies of the market, searched by name as one types: 500 checkboxes would not read on a phone. */
function CompanyChoice({ draft, set }: Omit<DraftProps, 'type'>) {
  const { t } = useTranslation();
  const companies = useCompanyChoices();
  const options = companies.data?.items ?? [];
  const chosen = options.filter((company) => draft.companies.includes(company.companyId));
  if (companies.isError) {
    return (
      <ChoiceGroup
        legend={t('globalUsers.filters.companies')}
        choices={[]}
        chosen={[]}
        onChange={() => undefined}
        failed
        onRetry={() => void companies.refetch()}
      />
    );
  }
  return (
    <Autocomplete<CompanyRow, true>
      multiple
      id="global-users-companies"
      options={options}
      value={chosen}
      loading={companies.isPending}
      disableCloseOnSelect
      limitTags={3}
      getOptionLabel={(company) => company.companyName}
      isOptionEqualToValue={(a, b) => a.companyId === b.companyId}
      onChange={(_, next) =>
        set(
          'companies',
          next.map((company) => company.companyId),
        )
      }
      clearText={t('globalUsers.filters.clear')}
      openText={t('globalUsers.filters.openList')}
      closeText={t('globalUsers.filters.closeList')}
      loadingText={t('globalUsers.filters.loading')}
      noOptionsText={t('globalUsers.filters.noCompanies')}
      getLimitTagsText={(more) => t('globalUsers.filters.moreCompanies', { count: more })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('globalUsers.filters.companies')}
          helperText={t('globalUsers.filters.companiesHelp')}
        />
      )}
    />
  );
}

/** The filters the tab offers, each choice kept in the draft until Apply. */
function FilterFields({ type, draft, set }: DraftProps) {
  const { t, i18n } = useTranslation();
  const offered = new Set(TAB_FILTERS[type]);
  const roles = useFilterList('roles');
  const attributes = useFilterList('attributes');
  const sbu = useFilterList('sbu', offered.has('sbu'));
  const products = useProducts(resolveLocale(i18n.language));
  const types = useCompanyTypes();
  const labelled = <Value extends string>(values: readonly Value[] | undefined, label: (value: Value) => string) =>
    values?.map((value) => ({ value, label: label(value) }));

  const groups = [
    offered.has('roles') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.roles')}
        choices={labelled(known(GLOBAL_USER_ROLES, roles.data?.items, draft.roles), (r) => t(`globalUsers.roles.${r}`))}
        chosen={draft.roles}
        onChange={(values) => set('roles', values)}
        failed={roles.isError}
        onRetry={() => void roles.refetch()}
      />
    ),
    offered.has('attributes') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.attributes')}
        choices={labelled(known(GLOBAL_USER_ATTRIBUTES, attributes.data?.items, draft.attributes), (a) =>
          t(`globalUsers.attributes.${a}`),
        )}
        chosen={draft.attributes}
        onChange={(values) => set('attributes', values)}
        failed={attributes.isError}
        onRetry={() => void attributes.refetch()}
      />
    ),
    offered.has('sbu') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.sbu')}
        choices={labelled(known(SBU_CODES, sbu.data?.items, draft.sbu), (s) => t(`globalUsers.sbu.${s}`))}
        chosen={draft.sbu}
        onChange={(values) => set('sbu', values)}
        failed={sbu.isError}
        onRetry={() => void sbu.refetch()}
      />
    ),
    offered.has('products') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.products')}
        choices={products.data?.map((product) => ({ value: product.id as string, label: product.name }))}
        chosen={draft.products}
        onChange={(values) => set('products', values)}
        failed={products.isError}
        onRetry={() => void products.refetch()}
      />
    ),
    offered.has('companyTypes') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.companyTypes')}
        choices={labelled(known(COMPANY_TYPES, types.data?.types, draft.companyTypes), (type) =>
          t(`globalUsers.companyTypes.${type}`),
        )}
        chosen={draft.companyTypes}
        onChange={(values) => set('companyTypes', values)}
        failed={types.isError}
        onRetry={() => void types.refetch()}
      />
    ),
    offered.has('markets') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.markets')}
        choices={labelled(MARKETS, (market) => t(`globalUsers.markets.${market}`))}
        chosen={draft.markets}
        onChange={(values) => set('markets', values)}
      />
    ),
    offered.has('statuses') && (
      <ChoiceGroup
        legend={t('globalUsers.filters.statuses')}
        choices={labelled(GLOBAL_USER_STATUSES, (status) => t(`globalUsers.status.${status}`))}
        chosen={draft.statuses}
        onChange={(values) => set('statuses', values)}
      />
    ),
  ].filter(Boolean);

  return (
    <Grid container spacing={2}>
      {offered.has('companies') ? (
        <Grid size={12}>
          <CompanyChoice draft={draft} set={set} />
        </Grid>
      ) : null}
      {groups.map((group, index) => (
        <Grid key={index} size={{ xs: 12, md: 6, lg: 4 }}>
          {group}
        </Grid>
      ))}
    </Grid>
  );
}

const NONE: GlobalUserFilters = {
  roles: [],
  attributes: [],
  sbu: [],
  products: [],
  companies: [],
  companyTypes: [],
  markets: [],
  statuses: [],
};

type GlobalUserFiltersProps = {
  type: GlobalUserType;
  /** The filters of the URL, applied to the list. */
  applied: GlobalUserFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (filters: GlobalUserFilters) => void;
  /** Moves the focus into the section once it is open (opened from the prompt), then says so. */
  focusPanel: boolean;
  onPanelFocused: () => void;
};

/** The tab's filter section (components/filter-section.tsx): its filters, the count applied, Apply and Reset. */
export function GlobalUserFilterSection({ type, applied, ...section }: GlobalUserFiltersProps) {
  const { t } = useTranslation();
  const count = TAB_FILTERS[type].filter((key) => applied[key].length > 0).length;
  const texts = {
    toggle: count > 0 ? t('globalUsers.filters.toggleCount', { count }) : t('globalUsers.filters.toggle'),
    title: t('globalUsers.filters.title'),
    apply: t('globalUsers.filters.apply'),
    reset: t('globalUsers.filters.reset'),
  };
  return (
    <FilterSection {...section} applied={applied} none={NONE} appliedCount={count} texts={texts}>
      {(draft, change) => (
        <FilterFields type={type} draft={draft} set={(key, values) => change({ ...draft, [key]: values })} />
      )}
    </FilterSection>
  );
}
