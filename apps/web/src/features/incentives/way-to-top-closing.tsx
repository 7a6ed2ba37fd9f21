import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WayToTop } from '@vo/domain/incentives/way-to-top.wire';
import { Link as RouterLink } from 'react-router';
import { Amount } from '../../components/amount.tsx';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { SOLD_PRODUCTS_PATH } from '../catalogue/index.ts';
import { LIST_MAX_ROWS, LIST_ROW_HEIGHT } from './way-to-top-sizes.ts';

/** The sentence over the list: which gap the listed initial fees close, or that they do not reach it yet. */
function closingSentence(way: WayToTop, t: ReturnType<typeof useTranslation>['t']): string {
  if (way.pendientes.length === 0) return t('wayToTop.noPending');
  const raceOpen = !way.carrera.dentro && way.carrera.motivo === null;
  const bonusOpen = !way.bono.dentro && way.bono.motivo === null;
  if (raceOpen) {
    const close = way.cierran.carrera;
    return close.alcanza ? t('wayToTop.closeRace', { count: close.ids.length }) : t('wayToTop.shortRace');
  }
  if (bonusOpen) {
    const close = way.cierran.bono;
    return close.alcanza ? t('wayToTop.closeBonus', { count: close.ids.length }) : t('wayToTop.shortBonus');
  }
  return t('wayToTop.insideBoth');
}

/** Whether it is sold already, and what paying it adds, naming only what it moves ("+1.100,00 US$ carrera"). */
function gainsText(
  p: WayToTop['pendientes'][number],
  money: (amount: string) => string,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const parts: string[] = p.vendida ? [t('wayToTop.sold')] : [];
  if (p.sumaCarrera !== '0.00') parts.push(t('wayToTop.addsRace', { amount: money(p.sumaCarrera) }));
  if (p.sumaBono !== '0.00') parts.push(t('wayToTop.addsBonus', { amount: money(p.sumaBono) }));
  return parts.join(' · ');
}

/**
 * Her pending pre-reservations in the order that closes the open gap with the fewest (the server's order), each with
 * its client, what it holds, its initial fee and what paying it adds; at most LIST_MAX_ROWS, the rest one link.
 */
export function ClosingList({ way }: { way: WayToTop }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatProductAmount(amount, 'USD', i18n.language);
  const shown = way.pendientes.slice(0, LIST_MAX_ROWS);
  const more = way.pendientes.length - shown.length;
  // A pre-reservation is marked as closing a gap only when the ones marked do close it.
  const closesRace = new Set(!way.carrera.dentro && way.cierran.carrera.alcanza ? way.cierran.carrera.ids : []);
  const closesBonus = new Set(!way.bono.dentro && way.cierran.bono.alcanza ? way.cierran.bono.ids : []);
  return (
    <Stack spacing={1} data-testid="home-way-pending">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('wayToTop.closeTitle')}
      </Typography>
      <Typography variant="body2" data-testid="home-way-closing">
        {closingSentence(way, t)}
      </Typography>
      {shown.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {shown.map((p) => (
            <Box
              component="li"
              key={p.idPrereserva}
              data-testid="home-way-prereservation"
              data-id={p.idPrereserva}
              sx={{ height: LIST_ROW_HEIGHT, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {p.cliente}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {p.producto}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {t('wayToTop.fee')} <Amount value={p.cuotaInicial} currency={p.moneda} sx={{ fontWeight: 700 }} />
                </Typography>
                {closesRace.has(p.idPrereserva) || closesBonus.has(p.idPrereserva) ? (
                  <Chip
                    size="small"
                    sx={{ flexShrink: 0 }}
                    color="success"
                    variant="outlined"
                    label={t(closesRace.has(p.idPrereserva) ? 'wayToTop.closesRace' : 'wayToTop.closesBonus')}
                  />
                ) : null}
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {gainsText(p, money, t)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {more > 0 ? (
        <Link component={RouterLink} to={SOLD_PRODUCTS_PATH} variant="body2">
          {t('wayToTop.more', { count: more })}
        </Link>
      ) : null}
    </Stack>
  );
}
