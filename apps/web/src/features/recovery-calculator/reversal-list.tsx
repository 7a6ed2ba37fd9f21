import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReversalsAnswer } from '@vo/domain/recovery-calculator/recovery.types';
import { DetailLine } from '../../components/detail-line.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ReversalChoice } from './recovery-api.ts';

/** The client found and their reversed sales, each with the capital paid and the most it can be worth. */
export function ReversalList({
  answer,
  chosen,
  onChoose,
}: {
  answer: ReversalsAnswer;
  chosen: ReversalChoice | null;
  onChoose: (choice: ReversalChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  return (
    <Stack spacing={1.5} data-testid="recovery-reversals">
      <Typography variant="h2">
        {t('recovery.client')}: {answer.datosCliente.nombre} ({answer.datosCliente.documento})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('recovery.reversals')}
      </Typography>
      {answer.reversiones.map((reversal) => {
        const selected = chosen?.idVentaRevertida === reversal.idVentaRevertida;
        return (
          <Paper
            key={reversal.idVentaRevertida}
            elevation={0}
            sx={{ p: { xs: 2, sm: 3 }, outline: selected ? 2 : 0, outlineColor: 'primary.main' }}
            data-testid={`recovery-reversal-${reversal.nroContrato}`}
          >
            <Stack spacing={1.5}>
              <Typography sx={{ fontWeight: 600 }}>{reversal.descripcion}</Typography>
              <Typography variant="body2" color="text.secondary">
                {reversal.empresa}
              </Typography>
              <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
                <DetailLine label={t('recovery.contract')} value={reversal.nroContrato} testId="recovery-contract" />
                <DetailLine label={t('recovery.soldOn')} value={date(reversal.fechaVenta)} testId="recovery-sold" />
                <DetailLine
                  label={t('recovery.revertedOn')}
                  value={date(reversal.fechaReversion)}
                  testId="recovery-reverted"
                />
                <DetailLine
                  label={t('recovery.paidCapital')}
                  value={formatProductAmount(reversal.capitalPagado, reversal.moneda, i18n.language)}
                  testId="recovery-paid"
                />
                <DetailLine
                  label={t('recovery.maxRecognised')}
                  value={formatProductAmount(reversal.montoMaximoReconocido, reversal.moneda, i18n.language)}
                  testId="recovery-max"
                />
              </Stack>
              <Button
                variant={selected ? 'contained' : 'outlined'}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => onChoose({ idEmpresa: reversal.idEmpresa, idVentaRevertida: reversal.idVentaRevertida })}
                data-testid="recovery-see-projects"
              >
                {t('recovery.seeProjects')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
