import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useMyProducts } from '../products/index.ts';
import { ProcedureCard } from './procedure-card.tsx';
import { useProcedures } from './procedures-api.ts';
import { StartProcedureForm } from './start-procedure-form.tsx';

const START_FORM_ID = 'start-procedure';

/** The empty list's next step is the form above it: its first field takes the focus (and scrolls into view). */
function focusStartForm() {
  document.querySelector<HTMLElement>(`#${START_FORM_ID} input, #${START_FORM_ID} select`)?.focus();
}

/**
 * /tramites (spec §2): the customer starts a procedure about one of their products (or their data), follows
 * its state here, and is notified of every change the back office makes (docs/decisions/0014).
 */
export default function ProceduresPage() {
  const { t } = useTranslation();
  const list = useProcedures();
  const products = useMyProducts();
  if (list.isPending || products.isPending) return <PageSpinner />;
  if (list.isError || products.isError)
    return (
      <LoadError
        onRetry={() => {
          void list.refetch();
          void products.refetch();
        }}
      />
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="procedures-page">
      <Typography variant="h1">{t('procedures.title')}</Typography>
      <Typography color="text.secondary">{t('procedures.intro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} id={START_FORM_ID}>
        <StartProcedureForm products={products.data} />
      </Paper>
      <Stack spacing={1} data-testid="my-procedures">
        <Typography variant="h2">{t('procedures.mine')}</Typography>
        {list.data.length === 0 ? (
          <EmptyState
            picture="assignment"
            text={t('procedures.none')}
            action={{ label: t('emptyState.startProcedure'), onClick: focusStartForm }}
            testId="procedures-empty"
          />
        ) : null}
        {list.data.map((procedure) => (
          <ProcedureCard key={procedure.idTramite} procedure={procedure} />
        ))}
      </Stack>
    </Stack>
  );
}
