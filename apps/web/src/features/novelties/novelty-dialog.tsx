import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PendingNoveltyWire } from '@vo/domain/novelties/novelties.wire';
import { useNavigate } from 'react-router';
import { FirstStepNote } from '../../components/first-step-note.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { markNoveltySeen } from './novelties-api.ts';

type Novelty = NonNullable<PendingNoveltyWire['novedad']>;

/**
 * Spec §9 "novelty modal" (docs/decisions/0025): what is new, with its picture, once. Closing it or following
 * its link both count as seen; the picture is decoration, the title and text say it all.
 */
export default function NoveltyDialog({ novelty, onClose }: { novelty: Novelty; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = (then?: string) => {
    void markNoveltySeen(novelty.id);
    onClose();
    if (then) navigate(then);
  };
  return (
    <ResponsiveDialog onClose={() => close()} titleId="novelty-title" testId="novelty-dialog">
      <DialogTitle id="novelty-title">
        <Typography component="span" variant="overline" sx={{ display: 'block' }}>
          {t('novelties.title')}
        </Typography>
        {novelty.titulo}
      </DialogTitle>
      <FirstStepNote />
      <DialogContent>
        <Box
          component="img"
          src={novelty.imagen}
          alt=""
          sx={{ display: 'block', width: '100%', maxWidth: 360, mx: 'auto', mb: 2, borderRadius: 2 }}
        />
        <Typography sx={{ whiteSpace: 'pre-line' }}>{novelty.texto}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} data-testid="novelty-close" sx={{ minHeight: 44 }}>
          {t('novelties.gotIt')}
        </Button>
        {novelty.enlace ? (
          <Button
            variant="contained"
            onClick={() => close(novelty.enlace ?? undefined)}
            data-testid="novelty-open"
            sx={{ minHeight: 44 }}
          >
            {t('novelties.open')}
          </Button>
        ) : null}
      </DialogActions>
    </ResponsiveDialog>
  );
}
