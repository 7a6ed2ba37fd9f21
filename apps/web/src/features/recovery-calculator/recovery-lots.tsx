import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatPlainAmount, formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type ReversalChoice, useRecoveryProducts } from './recovery-api.ts';

/** The free lots of a project, each with its price, what the reversal is worth on it and what is left to pay. */
export function RecoveryLots({ choice, project }: { choice: ReversalChoice; project: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const lots = useRecoveryProducts(choice, project.id);
  if (lots.isPending) return <PageSpinner />;
  if (lots.isError) return <LoadError onRetry={() => void lots.refetch()} />;
  return (
    <Stack spacing={1.5} data-testid="recovery-lots">
      <Typography variant="h2">{t('recovery.lots', { project: project.name })}</Typography>
      {lots.data.map((lot) => {
        const money = (amount: string) => formatProductAmount(amount, lot.moneda, i18n.language);
        return (
          <Paper key={lot.idLote} elevation={0} sx={{ p: 2 }} data-testid={`recovery-lot-${lot.idLote}`}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{lot.descripcion}</Typography>
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
              <DetailLine
                label={t('recovery.area')}
                value={`${formatPlainAmount(lot.superficie, i18n.language)} m²`}
                testId="recovery-lot-area"
              />
              <DetailLine label={t('recovery.price')} value={money(lot.precio)} testId="recovery-lot-price" />
              <DetailLine
                label={t('recovery.recognised')}
                value={money(lot.montoReconocido)}
                testId="recovery-lot-recognised"
              />
              <DetailLine label={t('recovery.balance')} value={money(lot.saldo)} testId="recovery-lot-balance" />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
