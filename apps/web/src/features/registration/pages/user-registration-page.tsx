import { RetryAlert } from '@/components/retry-alert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import type { UserCompanies } from '@portal/contract/registration';
import { completeRegistrationBodySchema, requiredDocuments } from '@portal/contract/registration';
import { ROUTES } from '@portal/contract/routes';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useViewOnly } from '@/lib/use-view-only';
import { documentKind } from '@/lib/document-kind';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { offeredZoneOrDefault } from '@/components/time-zone-select';
import { errorText, useFocusFirstError } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { saveLocale } from '@/i18n/locale-preference';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteRegistration } from '../api/complete-registration';
import { useUserCompanies } from '../api/get-user-companies';
import type { RegistrationDetails, RegistrationNames } from '../components/details-step';
import { DetailsStep } from '../components/details-step';
import { DocumentStep } from '../components/document-step';

type Company = UserCompanies['companies'][number];

const namesSchema = completeRegistrationBodySchema.pick({ first_name: true, last_name: true });

/** The company being registered for: a user belongs to one company, so the one still waiting, else the only one. */
function companyToRegister(companies: Company[]): Company | null {
  const waiting = companies.find((company) => !company.registrationCompleted);
  if (waiting) return waiting;
  return companies.length === 1 ? (companies[0] ?? null) : null;
}

function initialDetails(user: UserDetails, locale: Locale): RegistrationDetails {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    timezone: offeredZoneOrDefault(user.user_preferences.locale.timezone),
    language_code: locale,
  };
}

/** Moves the focus to the step's heading whenever the step changes, so keyboard and screen-reader users follow. */
function useFocusOnChange(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

function RegistrationSteps({ user, company, market }: { user: UserDetails; company: Company; market: Market }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = resolveLocale(i18n.language);
  const documents =
    company.requiredDocuments.length > 0 ? company.requiredDocuments : requiredDocuments(company.companyType);
  const steps = ['details', ...documents];
  const [step, setStep] = useState(0);
  const viewOnly = useViewOnly();
  const { control, trigger, getValues } = useForm<RegistrationDetails, unknown, RegistrationNames>({
    resolver: zodFormResolver<RegistrationDetails, RegistrationNames>(namesSchema),
    defaultValues: initialDetails(user, locale),
    disabled: viewOnly,
  });
  const [accepted, setAccepted] = useState<Record<string, string | null>>({});
  const [showRequired, setShowRequired] = useState(false);
  const completing = useCompleteRegistration();
  const heading = useFocusOnChange(step);
  const { formRef: stepRef, focusError } = useFocusFirstError<HTMLDivElement>();

  const changeLanguage = (language: Locale) => {
    saveLocale(language);
    void i18n.changeLanguage(language);
  };

  const currentDocument = step > 0 ? documents[step - 1] : undefined;
  const next = async () => {
    if (step === 0 && !(await trigger())) {
      focusError();
      return;
    }
    if (currentDocument && !accepted[currentDocument]) {
      setShowRequired(true);
      focusError();
      return;
    }
    setShowRequired(false);
    if (step < steps.length - 1) {
      setStep(step + 1);
      return;
    }
    await finish();
  };

  const finish = async () => {
    const body = {
      ...getValues(),
      accepted: documents.map((assetPath) => ({ assetPath, version: accepted[assetPath] ?? '' })),
    };
    if (!(await trigger())) {
      setStep(0);
      return;
    }
    completing.mutate(
      { companyId: company.companyId, companyType: company.companyType, body },
      { onSuccess: () => void navigate(ROUTES.apps, { replace: true }) },
    );
  };

  const last = step === steps.length - 1;
  const stepLabel = (name: string) =>
    name === 'details' ? t('registration.steps.details') : t(`registration.steps.${documentKind(name)}`);

  return (
    <>
      <ViewOnlyNotice sx={{ mb: 3 }} />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {steps.map((name) => (
          <Step key={name}>
            <StepLabel>{stepLabel(name)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, outline: 'none' }}>
        {stepLabel(steps[step] ?? 'details')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('registration.stepOf', { current: step + 1, total: steps.length })}
      </Typography>

      <Box ref={stepRef}>
        {currentDocument ? (
          <DocumentStep
            key={currentDocument}
            assetPath={currentDocument}
            locale={locale}
            accepted={accepted[currentDocument] ?? null}
            onAcceptedChange={(version) => setAccepted((current) => ({ ...current, [currentDocument]: version }))}
            showRequired={showRequired}
            disabled={viewOnly}
          />
        ) : (
          <DetailsStep market={market} email={user.email_address} control={control} onLanguageChange={changeLanguage} />
        )}
      </Box>

      {completing.isError ? (
        <Alert severity="error" sx={{ mt: 3 }} role="alert">
          {errorText(t, completing.error)}
        </Alert>
      ) : null}

      <Box sx={{ display: 'flex', gap: 2, mt: 4 }}>
        <Button
          variant="text"
          disabled={step === 0 || completing.isPending}
          onClick={() => {
            setShowRequired(false);
            setStep(step - 1);
          }}
        >
          {t('registration.back')}
        </Button>
        <Button variant="contained" onClick={() => void next()} loading={completing.isPending} disabled={viewOnly}>
          {last ? t('registration.finish') : t('registration.next')}
        </Button>
      </Box>
    </>
  );
}

function Registration({ user, market }: { user: UserDetails; market: Market }) {
  const { t } = useTranslation();
  const companies = useUserCompanies(user.login_id);
  if (companies.isPending) return <PageLoader />;
  if (companies.isError) {
    return (
      <RetryAlert retryLabel={t('registration.retry')} onRetry={() => void companies.refetch()}>
        {errorText(t, companies.error)}
      </RetryAlert>
    );
  }
  const company = companyToRegister(companies.data.companies);
  if (!company) return <Alert severity="warning">{t('registration.noCompany')}</Alert>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('registration.intro', { company: company.companyName })}
      </Typography>
      <RegistrationSteps user={user} company={company} market={market} />
    </>
  );
}

/**
 * /userRegistration: an invited user confirms their details, reads and accepts the terms of their company type
 * (and, for third-party companies, the data sharing addendum), and finishes; the portal opens on /apps.
 */
export function UserRegistrationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('registration.pageTitle'));
  const { data: user } = useUserContext();
  const { data: marketInfo } = useMarket();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('registration.heading')}
      </Typography>
      {user && marketInfo ? <Registration user={user} market={marketInfo.market} /> : <PageLoader />}
    </Container>
  );
}
