import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type {
  AccessAudit,
  AccessAuditAcknowledgement,
  AccessAuditDecision,
  AccessAuditSortColumn,
  AccessAuditUser,
} from '@portal/contract/access-audit';
import {
  ACCESS_AUDIT_ACKNOWLEDGEMENTS,
  ACCESS_AUDIT_DECISIONS,
  ACCESS_AUDIT_SORT_COLUMNS,
} from '@portal/contract/access-audit';
import { administeredCompanyId } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { useState } from 'react';
import type { TFunction } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { RequirePermission } from '@/components/require-permission';
import { isApiClientError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import {
  useAccessAudit,
  useAccessAuditPreview,
  useAccessAuditUsers,
  useConfirmAudit,
  useDecide,
  useExportAudit,
} from '../api/access-audit';
import { AccessAuditBanner } from '../components/access-audit-banner';

/** The users' URL state: by name A–Z, 10 a page. */
const AUDIT_TABLE = {
  sort: { columns: ACCESS_AUDIT_SORT_COLUMNS, sortBy: 'name', sortOrder: 'asc' },
  defaultSize: 10,
  filters: {},
} as const;

/** Keep or remove, as two radios: by keyboard (arrows), touch or pointer; never hover-only. */
function DecisionCell({
  row,
  companyId,
  disabled,
  onFailed,
}: {
  row: AccessAuditUser;
  companyId: number;
  disabled: boolean;
  onFailed: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecide();
  // Shown at once (the server's answer follows); back to the saved decision if saving fails.
  const [chosen, setChosen] = useState<AccessAuditDecision | null>(null);
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <RadioGroup
      row
      aria-label={t('accessAudit.decision.label', { name })}
      value={chosen ?? row.decision ?? ''}
      onChange={(_, value) => {
        const decision = value as AccessAuditDecision;
        setChosen(decision);
        decide.mutate(
          { companyId, loginId: row.loginId, decision },
          {
            onSuccess: () => onFailed(null),
            onError: (error) => {
              setChosen(null);
              onFailed(isApiClientError(error) ? (error.code ?? 'failed') : 'failed');
            },
          },
        );
      }}
    >
      {ACCESS_AUDIT_DECISIONS.map((decision) => (
        <FormControlLabel
          key={decision}
          value={decision}
          control={<Radio size="small" />}
          label={t(`accessAudit.decision.${decision}`)}
          disabled={disabled}
        />
      ))}
    </RadioGroup>
  );
}

function columns(
  t: TFunction,
  locale: ReturnType<typeof resolveLocale>,
  decisionCell: (row: AccessAuditUser) => React.ReactNode,
): AdminColumn<AccessAuditSortColumn, AccessAuditUser>[] {
  return [
    { id: 'name', label: t('accessAudit.table.name'), sort: 'name', text: (row) => `${row.firstName} ${row.lastName}` },
    { id: 'decision', label: t('accessAudit.table.decision'), render: decisionCell },
    { id: 'loginId', label: t('accessAudit.table.loginId'), sort: 'loginId', text: (row) => row.loginId },
    {
      id: 'lastSignIn',
      label: t('accessAudit.table.lastSignIn'),
      sort: 'lastSignIn',
      render: (row) =>
        row.lastSignInAt ? formatDate(row.lastSignInAt, locale, 'admin') : t('accessAudit.table.never'),
    },
    {
      id: 'recommendation',
      label: t('accessAudit.table.recommendation'),
      text: (row) => t(`accessAudit.recommendation.${row.recommendation}`),
      truncate: false,
    },
  ];
}

function Preview({ companyId, audit, date }: { companyId: number; audit: AccessAudit; date: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const preview = useAccessAuditPreview(companyId, shown);
  const names = (users: { name: string }[], total: number) =>
    users.length === 0 ? null : (
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {users.map((u) => u.name).join(', ')}
        {total > users.length ? ` ${t('accessAudit.preview.more', { count: total - users.length })}` : ''}
      </Typography>
    );
  return (
    <Box component="section" aria-labelledby="audit-preview" sx={{ my: 3 }}>
      <Typography id="audit-preview" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('accessAudit.preview.heading')}
      </Typography>
      {shown && preview.data ? (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>
            {audit.state === 'LOCKED'
              ? t('accessAudit.preview.atDeadlineLocked')
              : t('accessAudit.preview.atDeadline', { date, count: preview.data.loseAccessAtDeadline.total })}
          </Typography>
          {audit.state === 'LOCKED'
            ? null
            : names(preview.data.loseAccessAtDeadline.users, preview.data.loseAccessAtDeadline.total)}
          <Typography sx={{ mb: 1 }}>
            {t('accessAudit.preview.onConfirm', { count: preview.data.removedOnConfirm.total })}
          </Typography>
          {names(preview.data.removedOnConfirm.users, preview.data.removedOnConfirm.total)}
        </Box>
      ) : (
        <Button variant="outlined" onClick={() => setShown(true)} loading={shown && preview.isLoading}>
          {t('accessAudit.preview.show')}
        </Button>
      )}
      {preview.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('accessAudit.loadError')}
        </Alert>
      ) : null}
    </Box>
  );
}

function Acknowledge({ companyId, canChange }: { companyId: number; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const [checked, setChecked] = useState<Record<AccessAuditAcknowledgement, boolean>>({
    reviewedUserList: false,
    madeModifications: false,
    verifiedAllUsers: false,
  });
  /** The outcome, kept as data so it follows a change of language: the next due date, or why it failed. */
  const [outcome, setOutcome] = useState<{ nextDueAt: string } | { failed: string } | null>(null);
  const confirm = useConfirmAudit();
  const all = ACCESS_AUDIT_ACKNOWLEDGEMENTS.every((key) => checked[key]);
  const submit = () =>
    confirm.mutate(
      { companyId },
      {
        onSuccess: (done) => {
          setChecked({ reviewedUserList: false, madeModifications: false, verifiedAllUsers: false });
          setOutcome({ nextDueAt: done.audit.dueAt });
        },
        onError: (error) => setOutcome({ failed: isApiClientError(error) ? (error.code ?? '') : '' }),
      },
    );
  const outcomeText = (shown: NonNullable<typeof outcome>) =>
    'nextDueAt' in shown
      ? t('accessAudit.acknowledge.done', {
          date: formatDate(shown.nextDueAt, resolveLocale(i18n.language), 'admin', 'UTC'),
        })
      : shown.failed === 'access_audit.already_confirmed'
        ? t('accessAudit.acknowledge.already_confirmed')
        : t('accessAudit.acknowledge.failed');
  return (
    <Box component="section" aria-labelledby="audit-acknowledge" sx={{ my: 3 }}>
      <Typography id="audit-acknowledge" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('accessAudit.acknowledge.heading')}
      </Typography>
      <FormGroup>
        {ACCESS_AUDIT_ACKNOWLEDGEMENTS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={checked[key]}
                onChange={(event) => setChecked((now) => ({ ...now, [key]: event.target.checked }))}
              />
            }
            label={t(`accessAudit.acknowledge.${key}`)}
            disabled={!canChange}
          />
        ))}
      </FormGroup>
      {all ? null : (
        <Typography id="audit-confirm-hint" color="text.secondary" sx={{ mt: 1 }}>
          {t('accessAudit.acknowledge.hint')}
        </Typography>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!all || !canChange}
        loading={confirm.isPending}
        aria-describedby={all ? undefined : 'audit-confirm-hint'}
        onClick={submit}
      >
        {t('accessAudit.acknowledge.confirm')}
      </Button>
      {outcome ? (
        <Alert severity={'nextDueAt' in outcome ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
          {outcomeText(outcome)}
        </Alert>
      ) : null}
    </Box>
  );
}

function CompanyAudit({ companyId, canChange }: { companyId: number; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const audit = useAccessAudit(companyId);
  const { table, update } = useAdminTableState('access-audit', AUDIT_TABLE);
  const users = useAccessAuditUsers(companyId, table);
  const exporting = useExportAudit();
  const [decisionError, setDecisionError] = useState<string | null>(null);
  if (audit.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void audit.refetch()}>
            {t('accessAudit.retry')}
          </Button>
        }
      >
        {t('accessAudit.loadError')}
      </Alert>
    );
  if (!audit.data) return <PageLoader />;
  const date = formatDate(audit.data.dueAt, locale, 'admin', 'UTC');
  const decisionCell = (row: AccessAuditUser) => (
    <DecisionCell row={row} companyId={companyId} disabled={!canChange} onFailed={setDecisionError} />
  );
  return (
    <>
      <AccessAuditBanner linked={false} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(audit.data.state === 'LOCKED' ? 'accessAudit.lockedIntro' : 'accessAudit.intro', { date })}
      </Typography>
      {canChange ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('accessAudit.readOnly')}
        </Alert>
      )}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography role="status">
          {t('accessAudit.progress', { decided: audit.data.decidedCount, total: audit.data.userCount })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownload aria-hidden="true" />}
          loading={exporting.isPending}
          loadingPosition="start"
          onClick={() => exporting.mutate({ companyId })}
        >
          {t('accessAudit.export')}
        </Button>
      </Box>
      {exporting.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('accessAudit.exportFailed')}
        </Alert>
      ) : null}
      {decisionError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDecisionError(null)}>
          {decisionError === 'access_audit.self_remove'
            ? t('accessAudit.decision.self_remove')
            : t('accessAudit.decision.failed')}
        </Alert>
      ) : null}
      <AdminTable
        caption={t('accessAudit.table.caption')}
        emptyState={{ next: t('accessAudit.table.empty') }}
        columns={columns(t, locale, decisionCell)}
        table={table}
        onChange={update}
        items={users.data?.items}
        total={users.data?.total}
        error={users.isError ? { onRetry: () => void users.refetch() } : null}
        getRowId={(row) => row.loginId}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
      />
      <Preview companyId={companyId} audit={audit.data} date={date} />
      <Acknowledge companyId={companyId} canChange={canChange} />
    </>
  );
}

function AuditForCompany() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  const viewOnly = useViewOnly();
  if (!user) return <PageLoader />;
  const companyId = administeredCompanyId(user);
  if (companyId === null) return <Alert severity="info">{t('accessAudit.companyError')}</Alert>;
  const canChange = !viewOnly && hasPermission(user.authz.permissions, PERMISSIONS.updateUsers);
  return <CompanyAudit companyId={companyId} canChange={canChange} />;
}

/**
 * /admin/accessAudit (LIST USER): the yearly user access audit (spec sections 4 and 5; decision record 057): every
 * user with last sign-in, recommendation and keep or remove; a preview; the three acknowledgements and confirm; the
 * evidence export.
 */
export function AccessAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accessAudit.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listUsers}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink to={ROUTES.admin} label={t('accessAudit.back')} />
        <Typography variant="h4" component="h1" sx={{ mb: 1, mt: 2 }}>
          {t('accessAudit.heading')}
        </Typography>
        <AuditForCompany />
      </Container>
    </RequirePermission>
  );
}
