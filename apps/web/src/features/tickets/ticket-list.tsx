import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketWire } from '@vo/domain/tickets/ticket.rules';
import { ticketEndpoints as endpoints } from '@vo/domain/tickets/tickets.endpoints';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState, type EmptyStateAction } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { call, failureMessage, unwrap } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { callOnce } from '../../lib/send-once.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type UsedTicket, UseProof } from './use-proof.tsx';

const KEY = ['tickets'] as const;
const COLOUR = { vigente: 'success', vencido: 'default', agotado: 'default', pendiente: 'warning' } as const;

interface Props {
  title: string;
  /** shown when no ticket passes the filter */
  empty: string;
  /** the next step when there is none */
  emptyAction?: EmptyStateAction;
  intro?: string;
  /** which of the person's tickets this page is about */
  filter: (ticket: TicketWire) => boolean;
  testId: string;
}

/**
 * The person's tickets and coupons in their states (spec §4), or some of them (a membership's hotel
 * nights). A valid one is used at the gate: confirmed first, taken exactly once.
 */
export function TicketList({ title, empty, emptyAction, intro, filter, testId }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: async () => unwrap(await call(endpoints.list)) });
  const [asking, setAsking] = useState<{ ticket: TicketWire; key: string } | null>(null);
  const [used, setUsed] = useState<UsedTicket | null>(null);
  const use = useMutation({
    mutationFn: (p: { ticket: TicketWire; key: string }) =>
      callOnce(endpoints.use, { idTicket: p.ticket.idTicket }, p.key),
  });
  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await use.mutateAsync(asking);
      const ticket = answer.data;
      setUsed({ title: ticket.titulo, code: ticket.uso.codigo, at: ticket.uso.fecha, usesLeft: ticket.usosRestantes });
    } catch (error) {
      showToast('error', failureMessage(error) ?? t('platform.loadError'));
    }
    setAsking(null);
    await queryClient.invalidateQueries({ queryKey: KEY });
  };
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const shown = list.data.filter(filter);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h1">{title}</Typography>
      {intro ? <Typography>{intro}</Typography> : null}
      {shown.length === 0 ? (
        <EmptyState picture="redeem" text={empty} action={emptyAction} testId={`${testId}-empty`} />
      ) : null}
      {shown.map((ticket) => (
        <Paper key={ticket.idTicket} elevation={0} sx={{ p: 2 }} data-testid={`ticket-${ticket.idTicket}`}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{ticket.titulo}</Typography>
              <Chip
                size="small"
                color={COLOUR[ticket.estado]}
                label={t(`ticketsPage.state.${ticket.estado}`)}
                data-testid="ticket-state"
              />
            </Stack>
            {ticket.descuento !== null ? (
              <Typography>{t('ticketsPage.discount', { percent: ticket.descuento })}</Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" data-testid="ticket-uses">
              {t('ticketsPage.uses', { left: ticket.usosRestantes, total: ticket.usosTotales })} ·{' '}
              {t('ticketsPage.valid', { from: date(ticket.desde), to: date(ticket.hasta) })}
            </Typography>
            {ticket.producto ? (
              <Typography variant="body2" color="text.secondary">
                {ticket.producto}
              </Typography>
            ) : null}
            {ticket.estado === 'vigente' ? (
              <Button
                variant="contained"
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => setAsking({ ticket, key: `ticket-${ticket.idTicket}-${crypto.randomUUID()}` })}
                data-testid="ticket-use"
              >
                {t('ticketsPage.use')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.ticket.titulo}
        text={asking ? t('ticketsPage.confirm', { title: asking.ticket.titulo }) : ''}
        keepLabel={t('ticketsPage.cancel')}
        confirmLabel={t('ticketsPage.confirmButton')}
        onKeep={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={use.isPending}
        confirmTestId="ticket-use-confirm"
      />
      {used ? <UseProof used={used} onClose={() => setUsed(null)} /> : null}
    </Stack>
  );
}
