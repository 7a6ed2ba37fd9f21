import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { SavedCardWire } from '@vo/domain/payments/saved-cards.wire';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatInstantDate } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { removeSavedCard, useRefreshSavedCards, useSavedCards } from './saved-cards-api.ts';

const BRAND_NAME: Record<string, string> = { visa: 'Visa', mastercard: 'MasterCard' };
/** Touch targets of at least 44 px: the page is mostly used on phones. */
const TARGET_SX = { minHeight: 44 } as const;

// The dots and the last four never part at a line's end.
const cardName = (card: SavedCardWire) => `${BRAND_NAME[card.marca] ?? card.marca} ••••\u00a0${card.ultimos4}`;
const expiryOf = (card: SavedCardWire) =>
  card.mesExpiracion === null || card.anioExpiracion === null
    ? null
    : `${String(card.mesExpiracion).padStart(2, '0')}/${card.anioExpiracion}`;

/** One kept card: what the customer recognises it by, and the way to remove it. */
function SavedCardRow({ card, onRemove }: { card: SavedCardWire; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const expiry = expiryOf(card);
  return (
    <Box component="li" sx={DIVIDED_ROW_SX} data-testid={`saved-card-${card.ultimos4}`}>
      <Stack spacing={0.25} sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{cardName(card)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {expiry ? t('savedCards.expires', { expiry }) : t('savedCards.expiryUnknown')}
          {' · '}
          {t('savedCards.firstUsed', { date: formatInstantDate(card.primerUso, i18n.language) })}
        </Typography>
      </Stack>
      {card.vencida ? <Chip size="small" color="warning" label={t('savedCards.expired')} /> : null}
      <Button
        variant="outlined"
        color="warning"
        onClick={onRemove}
        sx={TARGET_SX}
        data-testid={`saved-card-remove-${card.ultimos4}`}
      >
        {t('savedCards.remove')}
      </Button>
    </Box>
  );
}

/**
 * The cards the customer keeps (spec §9: a limit per client; docs/decisions/0022): brand, last four and expiry;
 * removing one, after a confirmation, frees its place for a new card and stops every charge to it.
 */
export default function SavedCardsPage() {
  const { t } = useTranslation();
  const saved = useSavedCards();
  const refresh = useRefreshSavedCards();
  const [asking, setAsking] = useState<{ card: SavedCardWire; key: string } | null>(null);
  const removal = useMutation({
    mutationFn: ({ card, key }: { card: SavedCardWire; key: string }) => removeSavedCard(card.idTarjeta, key),
  });

  if (saved.isPending) return <PageSpinner />;
  if (saved.isError) return <LoadError onRetry={() => void saved.refetch()} />;
  const { tarjetas, maximo } = saved.data;

  const confirm = async () => {
    if (!asking) return;
    try {
      showToast('success', (await removal.mutateAsync(asking)).message ?? '');
    } catch (error) {
      showToast('error', failureMessage(error) ?? t('platform.loadError'));
    }
    setAsking(null);
    await refresh();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="saved-cards-page">
      <Typography variant="h1">{t('savedCards.title')}</Typography>
      <Typography color="text.secondary">{t('savedCards.intro', { maxCards: maximo })}</Typography>
      {tarjetas.length === 0 ? (
        <EmptyState
          picture="credit-card"
          text={t('savedCards.none')}
          action={{ label: t('savedCards.goPay'), to: '/mi-producto' }}
          testId="saved-cards-empty"
        />
      ) : (
        <Paper elevation={0} sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }} data-testid="saved-cards-count">
            {t('savedCards.count', { kept: tarjetas.length, maxCards: maximo })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {tarjetas.map((card) => (
              <SavedCardRow
                key={card.idTarjeta}
                card={card}
                onRemove={() => setAsking({ card, key: `remove-card-${card.idTarjeta}-${crypto.randomUUID()}` })}
              />
            ))}
          </Box>
        </Paper>
      )}
      {tarjetas.length >= maximo ? (
        <Alert severity="warning" data-testid="saved-cards-full">
          {t('savedCards.full')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t('savedCards.removeTitle', { card: cardName(asking.card) }) : undefined}
        text={t('savedCards.removeAsk')}
        keepLabel={t('savedCards.keep')}
        confirmLabel={t('savedCards.remove')}
        onKeep={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={removal.isPending}
        color="warning"
        confirmTestId="saved-card-remove-confirm"
      />
    </Stack>
  );
}
