import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useProcedureDetail } from './procedures-api.ts';

/** Every state one procedure went through, oldest first, with the date and the back office's note. */
export function ProcedureHistory({ idTramite }: { idTramite: number }) {
  const { t, i18n } = useTranslation();
  const detail = useProcedureDetail(idTramite);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert severity="error">{t('platform.loadError')}</Alert>;
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} data-testid="procedure-history">
      {detail.data.historial.map((event) => (
        <li key={`${event.fecha}-${event.estado}`} data-testid="procedure-event">
          <Typography sx={{ fontWeight: 700 }}>{t(`procedures.state.${event.estado}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatInstant(event.fecha, i18n.language)}
          </Typography>
          {event.nota ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {event.nota}
            </Typography>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
