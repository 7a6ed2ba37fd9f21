import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CompactSchedule } from './compact-schedule.tsx';
import { InstalmentCard, InstalmentTotals } from './instalment-cards.tsx';
import { InstalmentTable } from './instalment-table.tsx';

/** How many of the instalments still owed the schedule shows before "See all". */
export const NEXT_INSTALMENTS_SHOWN = 3;

/**
 * The schedule as a bank shows it (docs/decisions/0045): the next instalments still owed, as cards that open
 * to their parts, and "See all (120)", which opens every instalment: the compact table on a phone, the
 * full table on a desk, with the totals. A ten-year plan is no longer 15 000 px of cards.
 */
export function SchedulePreview({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [all, setAll] = useState(false);
  const next = product.cuotas.filter((row) => row.estado !== 'PAGADA').slice(0, NEXT_INSTALMENTS_SHOWN);
  const toggle = (
    <Button
      variant="text"
      onClick={() => setAll((shown) => !shown)}
      aria-expanded={all}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="schedule-see-all"
    >
      {all ? t('products.seeNextInstalments') : t('products.seeAllInstalments', { count: product.cuotas.length })}
    </Button>
  );
  if (all) {
    return (
      <Stack spacing={2}>
        {phone ? <CompactSchedule product={product} /> : <InstalmentTable product={product} />}
        {phone ? <InstalmentTotals product={product} /> : null}
        {toggle}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      {next.length === 0 ? (
        <Typography color="text.secondary" data-testid="schedule-nothing-left">
          {t('products.nothingLeft')}
        </Typography>
      ) : (
        <>
          <Typography variant="h3" sx={{ fontSize: '1rem' }}>
            {t('products.nextInstalments')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} data-testid="schedule-next">
            {next.map((row) => (
              <InstalmentCard key={row.nroCuota} row={row} currency={product.moneda} />
            ))}
          </Stack>
        </>
      )}
      {toggle}
    </Stack>
  );
}
