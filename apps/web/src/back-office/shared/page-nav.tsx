import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BACK_OFFICE_MAX_PAGE } from '@vo/domain/back-office/back-office-config';
import { useTranslation } from '../../lib/use-translation.ts';

type PageOfList = { total: number; totalLimitado: boolean; tamanoPagina: number };

/**
 * Previous and next page of a list the server pages (docs/decisions/0040), with where the person is; thumb-sized. The
 * list's answer says how many rows it counted and whether it stopped counting ("Page 3 of 400+"): the pages
 * go as far as the count, and past it the list is narrowed with its search or filters. Nothing for a list of one page.
 */
export function PageNav({
  page,
  list,
  onPage,
  testId = 'page',
}: {
  page: number;
  list: PageOfList | undefined;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const pages = list ? Math.max(1, Math.min(BACK_OFFICE_MAX_PAGE, Math.ceil(list.total / list.tamanoPagina))) : 1;
  // A list of one page needs no way to another.
  if (pages === 1 && page === 1) return null;
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
      <Typography variant="body2" data-testid={`${testId}-where`}>
        {t(list?.totalLimitado ? 'backOffice.pageOfMore' : 'backOffice.pageOf', { page, pages })}
      </Typography>
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
