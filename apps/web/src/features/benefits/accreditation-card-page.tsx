import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { AccreditationCard } from './accreditation-card.tsx';
import { brandOfPath, cardPath } from './benefit-routes.ts';
import { useCards } from './benefits-api.ts';

/** How long before its QR stops scanning the page asks for a new one. */
const RENEW_BEFORE_MS = 30_000;

/**
 * /carnet-{brand} (spec §2, §4 card states): the holder's accreditation cards of the brand, each with a
 * QR the gate verifies. The QR is short-lived, so the page asks for a fresh one before it runs out.
 */
export default function AccreditationCardPage() {
  const { t } = useTranslation();
  const brand = brandOfPath(useLocation().pathname);
  const cards = useCards();
  const renewIn = (cards.data ?? [])
    .map((c) => (c.qrVence ? Date.parse(c.qrVence) - Date.now() - RENEW_BEFORE_MS : Number.POSITIVE_INFINITY))
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  useRenewal(renewIn, () => void cards.refetch());
  if (cards.isPending) return <PageSpinner />;
  if (cards.isError) return <LoadError onRetry={() => void cards.refetch()} />;
  const mine = cards.data.filter((c) => c.marca === brand);
  // One link per other brand the holder has a card of, named by its company.
  const others = [...new Map(cards.data.filter((c) => c.marca !== brand).map((c) => [c.marca, c.empresa]))];
  // The menu opens the park's card: a holder with cards of another brand only is taken to theirs.
  if (mine.length === 0 && others.length > 0) return <Navigate to={cardPath(others[0]![0])} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, minWidth: 0 }} data-testid="accreditation-page">
      <Typography variant="h1">{t('cardPage.title')}</Typography>
      {mine.length === 0 ? <Alert severity="info">{t('cardPage.none')}</Alert> : null}
      {mine.map((card) => (
        <AccreditationCard key={card.numero} card={card} />
      ))}
      {others.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {others.map(([other, company]) => (
            <Button key={other} component={RouterLink} to={cardPath(other)} variant="outlined" size="small">
              {t('cardPage.title')} · {company}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Calls `renew` once `inMs` has passed (again after each new answer); nothing when there is no QR. */
function useRenewal(inMs: number, renew: () => void) {
  useEffect(() => {
    if (!Number.isFinite(inMs)) return;
    const timer = setTimeout(renew, Math.max(inMs, 1_000));
    return () => clearTimeout(timer);
  }, [inMs, renew]);
}
