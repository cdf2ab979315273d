import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { personaOf, taggedCompanyOf } from '@portal/contract/user-type';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NativeSelectField } from '@/components/native-select-field';
import { RetryAlert } from '@/components/retry-alert';
import { useUserContext } from '@/lib/get-user-context';
import { type PartnerContext, usePartnerContext } from '@/lib/partner-context';

/** A strip under the header: a labelled region, wrapping on narrow screens. */
function BannerStrip({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={id}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** What the picker shows until the suppliers are known, or when they cannot be. */
function SupplierListState({ partner, ownCompany }: { partner: PartnerContext; ownCompany: string }) {
  const { t } = useTranslation();
  if (partner.suppliers.isPending) return <Typography role="status">{t('partnerBanner.loading')}</Typography>;
  return (
    <RetryAlert retryLabel={t('partnerBanner.retry')} onRetry={() => void partner.suppliers.refetch()}>
      {t('partnerBanner.error', { company: ownCompany })}
    </RetryAlert>
  );
}

/**
 * A sponsored third-party supplier (access class MULTIPLE_TENANTS) picks the supplier they work for; /apps then
 * shows that supplier's products. Their own company stays a choice: its products are theirs too.
 */
function SupplierPicker({ user, partner }: { user: UserDetails; partner: PartnerContext }) {
  const { t } = useTranslation();
  const ownCompany = user.tenant.name;
  const partners = partner.suppliers.data?.partners;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = Number(event.target.value);
    partner.choose(id > 0 ? id : null);
  };

  let body: ReactNode;
  if (!partners) body = <SupplierListState partner={partner} ownCompany={ownCompany} />;
  else if (partners.length === 0) body = <Typography>{t('partnerBanner.empty', { company: ownCompany })}</Typography>;
  else
    body = (
      <NativeSelectField
        size="small"
        id="partner-supplier"
        label={t('partnerBanner.label')}
        value={String(partner.chosen?.id ?? 0)}
        onChange={change}
        sx={{ minWidth: { xs: '100%', sm: 280 }, bgcolor: 'background.paper' }}
      >
        <option value="0">{t('partnerBanner.ownCompany', { company: ownCompany })}</option>
        {partners.map(({ tenant }) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </NativeSelectField>
    );

  return (
    <BannerStrip id="partner-banner" title={t('partnerBanner.title')}>
      {body}
      {partners && partners.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('partnerBanner.hint')}
        </Typography>
      ) : null}
    </BannerStrip>
  );
}

/** A company-switch user outside the super-admin groups, tagged to a company: whose portal they are in. */
function TaggedCompanyBanner({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <BannerStrip id="tagged-company-banner" title={t('taggedCompanyBanner.title')}>
      <Typography>{t('taggedCompanyBanner.text', { company })}</Typography>
    </BannerStrip>
  );
}

/** Merchant persona users (persona switch alone): they see the portal as the retailer's merchant. */
function MerchantViewBanner() {
  const { t } = useTranslation();
  return (
    <BannerStrip id="merchant-banner" title={t('merchantBanner.title')}>
      <Typography>{t('merchantBanner.text')}</Typography>
    </BannerStrip>
  );
}

/** The header banners of users who are not super admins (spec section 2 'Other'); decision record 017. */
export function PartnerBanners() {
  const { data: user } = useUserContext();
  const partner = usePartnerContext(user);
  if (!user) return null;
  const tagged = taggedCompanyOf(user);
  return (
    <>
      {partner.applies ? <SupplierPicker user={user} partner={partner} /> : null}
      {tagged ? <TaggedCompanyBanner company={tagged.name} /> : null}
      {personaOf(user) === 'merchant' ? <MerchantViewBanner /> : null}
    </>
  );
}
