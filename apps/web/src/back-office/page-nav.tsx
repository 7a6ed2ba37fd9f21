import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation.ts';

/** How many pages a back-office list has (its answer says how many rows in all, and how many a page holds). */
export const pagesOf = (answer: { total: number; tamanoPagina: number } | undefined) =>
  answer ? Math.max(1, Math.ceil(answer.total / answer.tamanoPagina)) : 1;

/** Previous and next page of a list the server pages (issue 21), with where the person is; thumb-sized. */
export function PageNav({
  page,
  pages,
  onPage,
  testId = 'page',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 1 }}
    >
      <Button
        sx={{ minHeight: 44 }}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-previous`}
      >
        {t('backOffice.previousPage')}
      </Button>
      <Typography variant="body2">{t('backOffice.pageOf', { page, pages })}</Typography>
      <Button
        sx={{ minHeight: 44 }}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('backOffice.nextPage')}
      </Button>
    </Box>
  );
}
