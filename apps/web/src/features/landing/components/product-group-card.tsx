import Groups from '@mui/icons-material/Groups';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';
import type { LandingProductGroup } from '@portal/contract/landing';

const GROUP_ICONS = { customer: Groups, store: Storefront } as const;

/** One product group ('Know your customer', 'Know your store') with its products and one line on each. */
export function ProductGroupCard({ group }: { group: LandingProductGroup }) {
  const { t } = useTranslation();
  const Icon = GROUP_ICONS[group.id];
  const headingId = `product-group-${group.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Icon aria-hidden="true" color="primary" />
          <Typography id={headingId} variant="h5" component="h3">
            {t(`landing.groups.${group.id}.title`)}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`landing.groups.${group.id}.description`)}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {group.products.map((product) => (
            <Box component="li" key={product} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                {t(`landing.products.${product}.name`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`landing.products.${product}.description`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
