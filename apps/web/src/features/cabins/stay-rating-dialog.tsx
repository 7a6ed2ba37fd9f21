import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { STAY_RATING_COMMENT_MAX_LENGTH } from '@vo/domain/cabins/stay-rating.rules';
import { useState } from 'react';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { failureMessage, unwrap } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { rateStay, useRefreshCabins } from './cabins-api.ts';

/** The guest rates a stay that has ended: 1 to 5 stars and, if they want, a few words (docs/decisions/0025). */
export function StayRatingDialog({ stay, onClose }: { stay: { id: number; cabin: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshCabins();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'estrellas' | 'comentario'; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () =>
      unwrap(
        await rateStay({
          idReserva: stay.id,
          estrellas: stars ?? 0,
          ...(comment.trim() ? { comentario: comment } : {}),
        }),
      ),
  });
  const submit = async () => {
    if (stars === null) {
      setFieldError({ field: 'estrellas', message: t('ratings.starsInvalid') });
      return;
    }
    try {
      await send.mutateAsync();
      showToast('success', t('ratings.thanks'));
      await refresh();
      onClose();
    } catch (error) {
      const onField = serverFieldError(error, ['estrellas', 'comentario'] as const);
      if (onField) setFieldError(onField);
      else setRefusal(failureMessage(error) ?? t('platform.loadError'));
    }
  };
  const tooLong = comment.length > STAY_RATING_COMMENT_MAX_LENGTH;
  return (
    <ResponsiveDialog onClose={onClose} titleId="stay-rating-title" testId="stay-rating-dialog">
      <DialogTitle id="stay-rating-title">{t('ratings.dialogTitle', { cabin: stay.cabin })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack spacing={0.5}>
            <Typography component="legend" id="stay-rating-stars">
              {t('ratings.stars')}
            </Typography>
            <Rating
              name="estrellas"
              value={stars}
              onChange={(_event, value) => {
                setStars(value);
                setFieldError(null);
              }}
              getLabelText={(value) => t('ratings.starLabel', { count: value })}
              size="large"
              // 44 px targets for thumbs: each star is a radio input under its icon.
              sx={{ fontSize: 44, '& .MuiRating-icon': { minWidth: 44, minHeight: 44 } }}
              data-testid="stay-rating-stars"
            />
            {fieldError?.field === 'estrellas' ? (
              <Typography color="error" variant="body2" role="alert" data-testid="stay-rating-stars-error">
                {fieldError.message}
              </Typography>
            ) : null}
          </Stack>
          <TextField
            label={t('ratings.comment')}
            name="comentario"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (fieldError?.field === 'comentario') setFieldError(null);
            }}
            multiline
            minRows={3}
            error={tooLong || fieldError?.field === 'comentario'}
            helperText={
              tooLong
                ? t('ratings.commentTooLong')
                : fieldError?.field === 'comentario'
                  ? fieldError.message
                  : `${comment.length} / ${STAY_RATING_COMMENT_MAX_LENGTH}`
            }
          />
          {refusal ? (
            <Alert severity="error" data-testid="stay-rating-refusal">
              {refusal}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('ratings.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={send.isPending || tooLong}
          data-testid="stay-rating-send"
          sx={{ minHeight: 44 }}
        >
          {t('ratings.send')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
