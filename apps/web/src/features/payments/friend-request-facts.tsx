import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { FriendRequest } from '@vo/domain/payments/payments.schemas';
import { DetailLine } from '../../components/detail-line.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const STATE: Record<FriendRequest['estado'], { label: MessageKey; color: ChipProps['color'] }> = {
  pendiente: { label: 'payments.friendStatePending', color: 'info' },
  pagado: { label: 'payments.friendStatePaid', color: 'success' },
  vencido: { label: 'payments.friendStateExpired', color: 'default' },
};

/** What a code asks the friend to pay: the product, its company, whose it is, how much and until when. */
export function FriendRequestFacts({ request }: { request: FriendRequest }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const state = STATE[request.estado];
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="friend-request" data-state={request.estado}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: '0.1em' }}>
            {request.codigo}
          </Typography>
          <Chip size="small" color={state.color} label={t(state.label)} data-testid="friend-request-state" />
        </Stack>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, overflowWrap: 'anywhere' }}>
          {request.descripcion}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <DetailLine label={t('products.company')} value={request.empresa} testId="friend-request-company" />
          <DetailLine label={t('payments.friendOwner')} value={request.titular} testId="friend-request-owner" />
          <DetailLine
            label={t('payments.friendAmount')}
            value={amount(request.monto, request.moneda)}
            testId="friend-request-amount"
          />
          <DetailLine
            label={t('payments.friendExpires')}
            value={formatInstant(request.expira, i18n.language)}
            testId="friend-request-expiry"
          />
        </Box>
      </Stack>
    </Paper>
  );
}
