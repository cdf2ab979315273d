import { HeadedSection } from '@/components/headed-section';
import Grid from '@mui/material/Grid';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { ContactInfo, ContactUsVariant } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';
import { PageLoader } from '@/components/page-loader';
import { useKnownFlag } from '@/lib/get-flags';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContactInfo } from '../api/get-contact-info';
import { ContactForm } from '../components/contact-form';
import { LoadError } from '@/components/load-error';
import { prefillOf } from '../contact-prefill';

/**
 * The contact-us-a-b-test flag picks the layout: off (the control, and the default when flags cannot be read) is
 * 'info-first', the contact details above the form as the page has always been; on is the treatment 'form-first',
 * the form first for visitors who came to write. The variant seen is sent with the message.
 */
export function contactUsVariant(flagOn: boolean): ContactUsVariant {
  return flagOn ? 'form-first' : 'info-first';
}

function ContactDetails({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  return (
    <HeadedSection panel title={t('support.contact.infoHeading')}>
      <Typography sx={{ fontWeight: 600 }}>{t('support.contact.phoneLabel')}</Typography>
      <Link href={`tel:${info.phone.replace(/[^+\d]/g, '')}`} sx={{ display: 'inline-block', mb: 2 }}>
        {info.phone}
      </Link>
      <Typography sx={{ fontWeight: 600 }}>{t('support.contact.emailLabel')}</Typography>
      <Link href={`mailto:${info.email}`} sx={{ display: 'inline-block', mb: 2 }}>
        {info.email}
      </Link>
      <Typography sx={{ fontWeight: 600 }}>{t('support.contact.hoursLabel')}</Typography>
      <Typography>{info.hours}</Typography>
    </HeadedSection>
  );
}

/** /contactUs (public): the support team's phone, e-mail and hours, and a form that e-mails them. */
export function ContactUsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('support.contact.pageTitle'));
  const info = useContactInfo(resolveLocale(i18n.language));
  const userContext = useUserContext();
  // The layout waits for the flag: switching it later would move the form and lose what was typed.
  const flagOn = useKnownFlag('contact-us-a-b-test');
  const variant = contactUsVariant(flagOn === true);

  const formFirst = variant === 'form-first';
  const details = info.data ? <ContactDetails info={info.data} /> : null;
  const form = info.data ? (
    <HeadedSection title={t('support.contact.formHeading')}>
      <ContactForm reasons={info.data.reasons} prefill={prefillOf(userContext.data ?? null)} variant={variant} />
    </HeadedSection>
  ) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-variant={variant}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('support.contact.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('support.contact.intro')}
      </Typography>
      {info.isError ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : !info.data || userContext.isPending || flagOn === undefined ? (
        <PageLoader />
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: formFirst ? 8 : 4 }}>{formFirst ? form : details}</Grid>
          <Grid size={{ xs: 12, md: formFirst ? 4 : 8 }}>{formFirst ? details : form}</Grid>
        </Grid>
      )}
    </Container>
  );
}
