import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NetworkNode } from '@vo/domain/network/network.types';
import { NETWORK_SEARCH_MIN_LENGTH } from '@vo/domain/network/network-config';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNetworkLevel } from './network-api.ts';
import { NetworkChildren } from './network-branch.tsx';
import { NetworkNodeFacts } from './network-node-row.tsx';
import { NetworkSearchResults } from './network-search.tsx';

/**
 * /red/clientes: the adviser's own network (spec §2), from them or from any branch they open, with a
 * search by document number or name. The server answers only for the caller's own subtree.
 */
export default function NetworkPage() {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 300);
  const searching = q.length >= NETWORK_SEARCH_MIN_LENGTH;
  const tooShort = typed.trim().length > 0 && typed.trim().length < NETWORK_SEARCH_MIN_LENGTH;
  const level = useNetworkLevel(focus);

  const openBranch = (node: NetworkNode) => {
    setTyped('');
    setFocus(node.nivel === 0 ? null : node.idNodo);
  };

  const head = level.data?.pages[0];
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, minWidth: 0 }} data-testid="network-page">
      <Typography variant="h1">{t('network.title')}</Typography>
      <Typography color="text.secondary">{t('network.intro')}</Typography>
      <TextInput
        label={t('network.searchLabel')}
        name="q"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={tooShort}
        helperText={tooShort ? t('network.searchTooShort') : t('network.searchHint')}
        inputProps={{ maxLength: 80, 'data-testid': 'network-search', enterKeyHint: 'search' }}
        type="search"
        autoComplete="off"
      />
      {searching ? (
        <NetworkSearchResults q={q} onFocus={openBranch} onClear={() => setTyped('')} />
      ) : level.isPending ? (
        <PageSpinner />
      ) : level.isError || !head ? (
        <LoadError onRetry={() => void level.refetch()} />
      ) : (
        <>
          {head.camino.length > 0 ? (
            <Breadcrumbs aria-label={t('network.chain')} data-testid="network-breadcrumbs">
              {head.camino.map((step, index) => (
                <Link
                  key={step.idNodo}
                  component="button"
                  type="button"
                  onClick={() => setFocus(index === 0 ? null : step.idNodo)}
                >
                  {index === 0 ? t('network.you') : step.nombre}
                </Link>
              ))}
              <Typography color="text.primary">{head.nodo.nombre}</Typography>
            </Breadcrumbs>
          ) : null}
          <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="network-focus-node">
            <NetworkNodeFacts node={head.nodo} />
          </Paper>
          <Stack role="tree" aria-label={t('network.title')} sx={{ minWidth: 0 }}>
            <NetworkChildren nodo={focus} onFocus={openBranch} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
