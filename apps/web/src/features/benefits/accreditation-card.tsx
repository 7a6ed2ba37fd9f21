import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccreditationCardWire } from '@vo/domain/benefits/benefit.schemas';
import { Link as RouterLink } from 'react-router';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BlockedByOverdue } from '../products/index.ts';
import { cardFeePath, hotelPath } from './benefit-routes.ts';

const COLOUR = { habilitado: 'success', no_habilitado: 'warning', vencido: 'default' } as const;

/** One accreditation card as the holder shows it at the gate: who, which membership, its state and its QR. */
export function AccreditationCard({ card }: { card: AccreditationCardWire }) {
  const flags = useFeatureFlags();
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const overdue = card.estado === 'no_habilitado' && card.vence !== null;
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid={`card-${card.numero}`} data-state={card.estado}>
      <Stack spacing={1.5}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.4 }}>
          {card.empresa}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{t('cardPage.number', { number: card.numero })}</Typography>
          <Chip
            size="small"
            color={COLOUR[card.estado]}
            label={t(`cardPage.state.${card.estado}`)}
            data-testid="card-state"
          />
        </Stack>
        <Typography>
          {t('cardPage.holder')}: <strong>{card.titular}</strong> · {card.documento}
        </Typography>
        <Typography color="text.secondary">{card.membresia}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="card-valid">
          {card.vence
            ? t('cardPage.validUntil', { date: formatCalendarDate(card.vence, i18n.language) })
            : t('cardPage.neverPaid')}
        </Typography>
        {card.qr && card.qrCodigo ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              alt={t('cardPage.number', { number: card.numero })}
              src={`data:image/svg+xml;utf8,${encodeURIComponent(card.qr)}`}
              data-testid="card-qr"
              data-code={card.qrCodigo}
              sx={{ width: 220, maxWidth: '100%', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('cardPage.qrHint')}
            </Typography>
          </Stack>
        ) : null}
        {card.motivo && overdue ? (
          <BlockedByOverdue testId="card-reason" productId={card.idProducto}>
            {card.motivo}
          </BlockedByOverdue>
        ) : null}
        {card.motivo && !overdue ? (
          <Alert severity="warning" data-testid="card-reason">
            {card.motivo}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* Spec §2: the payme route lives behind the international-membership flag. */}
          {flags.internationalMembership && !overdue ? (
            <Button
              component={RouterLink}
              to={cardFeePath(card.marca, card.idProducto)}
              variant={card.estado === 'habilitado' ? 'outlined' : 'contained'}
              data-testid="card-pay"
            >
              {t('cardPage.pay', { amount: amount(card.cuota, 'USD') })}
            </Button>
          ) : null}
          {card.esMembresia ? (
            <Button component={RouterLink} to={hotelPath(card.idProducto)} data-testid="card-hotel">
              {t('hotelPage.title')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
