import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NetworkNode } from '@vo/domain/network/network.types';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { WHOLE_WORDS } from '../../components/whole-words.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNetworkSearch } from './network-api.ts';
import { NetworkNodeFacts } from './network-node-row.tsx';

/** People of the caller's network found by document number or name, each placed by the chain above it. */
export function NetworkSearchResults({
  q,
  onFocus,
  onClear,
}: {
  q: string;
  onFocus: (node: NetworkNode) => void;
  /** the empty result's next step: back to the network itself */
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const search = useNetworkSearch(q);
  if (search.isPending) return <PageSpinner />;
  if (search.isError) return <LoadError onRetry={() => void search.refetch()} />;
  const { resultados, masResultados } = search.data;
  if (resultados.length === 0)
    return (
      <EmptyState
        picture="search-off"
        text={t('network.searchEmpty')}
        action={{ label: t('emptyState.clearSearch'), onClick: onClear }}
        testId="network-search-empty"
      />
    );
  return (
    <Stack spacing={1} data-testid="network-search-results">
      <Typography variant="h2">{t('network.searchResults')}</Typography>
      {resultados.map((found) => (
        <Paper key={found.idNodo} elevation={0} sx={{ p: 1.5 }} data-testid={`network-result-${found.documento}`}>
          <Stack spacing={1}>
            <NetworkNodeFacts node={found} />
            <Typography variant="body2" color="text.secondary" sx={WHOLE_WORDS}>
              {t('network.chain')}: {[t('network.you'), ...found.camino.map((c) => c.nombre).slice(1)].join(' › ')}
            </Typography>
            {found.directos > 0 ? (
              <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => onFocus(found)}>
                {t('network.focus')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {masResultados ? <Alert severity="info">{t('network.searchMore')}</Alert> : null}
    </Stack>
  );
}
