import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

/** /mejorar-membresia without a product: the person's memberships, one of which they upgrade. */
export function MembershipList({
  memberships,
  onChoose,
}: {
  memberships: readonly ProductSummary[];
  onChoose: (idProducto: number) => void;
}) {
  const { t } = useTranslation();
  if (memberships.length === 0) {
    return (
      <Alert
        severity="info"
        data-testid="upgrade-empty"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/mi-producto">
            {t('menu.products')}
          </Button>
        }
      >
        {t('plan.noMemberships')}
      </Alert>
    );
  }
  return (
    <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="upgrade-memberships">
      {memberships.map((membership) => (
        <Paper
          key={membership.idProducto}
          component="li"
          elevation={0}
          sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}
          data-testid={`upgrade-membership-${membership.idProducto}`}
        >
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{membership.descripcion}</Typography>
              <Typography variant="body2" color="text.secondary">
                {membership.empresa} · {t('products.contract')} {membership.nroContrato}
              </Typography>
            </Stack>
            <Button
              variant="contained"
              onClick={() => onChoose(membership.idProducto)}
              data-testid={`upgrade-choose-${membership.idProducto}`}
            >
              {t('plan.upgradeThis')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
