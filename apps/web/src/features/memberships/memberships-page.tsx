import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEASON_PASS_TYPES } from '@vo/domain/catalogue/catalogue-config';
import type { MembershipPage } from '@vo/domain/memberships/membership-config';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { MembershipBenefits } from './membership-benefits.tsx';
import { MembershipSimulator } from './membership-simulator.tsx';
import { useMembershipOffers } from './memberships-api.ts';

const TITLE: Record<MembershipPage, string> = {
  membresias: 'membershipsPage.title',
  travel: 'membershipsPage.travelTitle',
  internacional: 'membershipsPage.internationalTitle',
};

/**
 * /membresias, /travel-bolivia and /membresia-internacional (spec §2): the memberships of each page; one
 * is simulated at a time. On /membresias an adviser also finds the season passes to pre-reserve.
 */
export function MembershipsView({ page }: { page: MembershipPage }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const session = useSession();
  const offers = useMembershipOffers(page);
  const [open, setOpen] = useState<string | null>(null);
  if (offers.isPending) return <PageSpinner />;
  if (offers.isError) return <LoadError onRetry={() => void offers.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, minWidth: 0 }} data-testid={`memberships-page-${page}`}>
      <Typography variant="h1">{t(TITLE[page] as never)}</Typography>
      <Button
        component={RouterLink}
        to="/promocion-dos-por-uno"
        sx={{ alignSelf: 'flex-start' }}
        data-testid="two-for-one-link"
      >
        {t('membershipsPage.promotionLink')}
      </Button>
      {/* Two offers to a row from a desktop on; the one being simulated takes the whole row. */}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
        data-testid="membership-offers"
      >
        {offers.data.map((offer) => (
          <Stack key={offer.codigo} spacing={1} sx={{ gridColumn: open === offer.codigo ? '1 / -1' : undefined }}>
            <Paper
              elevation={0}
              sx={{ p: 2, height: open === offer.codigo ? undefined : '100%' }}
              data-testid={`offer-${offer.codigo}`}
            >
              {/* Gaps, not margins, so "Simulate" can sit at the foot of the card and line up across a row. */}
              <Stack spacing={1} useFlexGap sx={{ height: '100%' }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
                    {offer.nombre}
                  </Typography>
                  {offer.dosPorUno ? (
                    <Chip
                      component={RouterLink}
                      to="/promocion-dos-por-uno"
                      clickable
                      color="secondary"
                      size="small"
                      label={t('membershipsPage.twoForOne')}
                    />
                  ) : null}
                </Stack>
                <Typography>
                  {offer.porBeneficiario
                    ? t('membershipsPage.pricePerBeneficiary', {
                        amount: amount(offer.precio, offer.moneda),
                        min: offer.beneficiarios?.min,
                        max: offer.beneficiarios?.max,
                      })
                    : amount(offer.precio, offer.moneda)}
                </Typography>
                <MembershipBenefits code={offer.codigo} />
                <Button
                  variant={open === offer.codigo ? 'contained' : 'outlined'}
                  onClick={() => setOpen(open === offer.codigo ? null : offer.codigo)}
                  sx={{ alignSelf: 'flex-start', mt: 'auto' }}
                  data-testid={`simulate-${offer.codigo}`}
                >
                  {t('membershipsPage.simulate')}
                </Button>
              </Stack>
            </Paper>
            {open === offer.codigo ? <MembershipSimulator offer={offer} /> : null}
          </Stack>
        ))}
      </Box>
      {page === 'membresias' && session?.role === 'adviser' ? (
        <Paper elevation={0} sx={{ p: 2 }} data-testid="season-pass-links">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('membershipsPage.seasonPasses')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {SEASON_PASS_TYPES.map((type) => (
              <Button
                key={type.code}
                component={RouterLink}
                to={`/prereservar-abono/${type.code}`}
                size="small"
                variant="outlined"
              >
                {t(`seasonPassPage.type.${type.code}` as never)}
              </Button>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

export default function MembershipsPage() {
  return <MembershipsView page="membresias" />;
}
