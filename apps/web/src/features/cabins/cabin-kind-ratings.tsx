import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import { numberFormat } from '@vo/domain/intl';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * What guests gave each kind of cabin (spec §9 "ratings shown"; docs/decisions/0025): stars to look at, the
 * figure and the number of stays to read. Nothing while ratings are not shown or none was given.
 */
export function CabinKindRatings({ kinds }: { kinds: CabinsHome['tipos'] }) {
  const { t, i18n } = useTranslation();
  const rated = kinds.filter((kind) => kind.calificacion !== null);
  if (rated.length === 0) return null;
  const figure = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="cabin-kind-ratings">
      {rated.map((kind) => {
        const rating = kind.calificacion!;
        return (
          <Paper
            key={kind.codigo}
            elevation={0}
            sx={{ p: 1.5, minWidth: 150 }}
            data-testid={`cabin-kind-rating-${kind.codigo}`}
          >
            <Typography sx={{ fontWeight: 700 }}>{t(`cabinsPage.type.${kind.codigo}` as never)}</Typography>
            <Rating value={rating.promedio} precision={0.1} readOnly size="small" aria-hidden="true" />
            <Typography variant="body2" color="text.secondary">
              {t('ratings.average', { average: figure.format(rating.promedio), count: rating.cantidad })}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
