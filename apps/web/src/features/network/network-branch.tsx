import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NetworkNode } from '@vo/domain/network/network.types';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNetworkLevel } from './network-api.ts';
import { NetworkNodeFacts } from './network-node-row.tsx';

const Chevron = ({ open }: { open: boolean }) => (
  <Box
    component="svg"
    viewBox="0 0 24 24"
    aria-hidden
    sx={{
      width: 24,
      height: 24,
      fill: 'currentColor',
      transition: 'transform 150ms',
      transform: open ? 'rotate(90deg)' : 'none',
    }}
  >
    <path d="M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z" />
  </Box>
);

/**
 * The people right below a node, a page at a time. Each level is its own request: a network of any size
 * opens branch by branch, and only what is open is ever loaded.
 */
export function NetworkChildren({ nodo, onFocus }: { nodo: number | null; onFocus: (node: NetworkNode) => void }) {
  const { t } = useTranslation();
  const level = useNetworkLevel(nodo);
  if (level.isPending) return <PageSpinner />;
  if (level.isError) return <LoadError onRetry={() => void level.refetch()} />;
  const children = level.data.pages.flatMap((page) => page.hijos);
  const total = level.data.pages[0]?.totalHijos ?? 0;
  if (children.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('network.nobodyBelow')}
      </Typography>
    );
  return (
    <Stack component="ul" role="group" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children.map((child) => (
        <NetworkBranch key={child.idNodo} node={child} onFocus={onFocus} />
      ))}
      {level.hasNextPage ? (
        <li>
          <Button
            onClick={() => void level.fetchNextPage()}
            disabled={level.isFetchingNextPage}
            data-testid="network-show-more"
          >
            {t('network.showMore', { shown: children.length, total })}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}

/** One person of the tree: their facts, and who is below them once opened. */
function NetworkBranch({ node, onFocus }: { node: NetworkNode; onFocus: (node: NetworkNode) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasBelow = node.directos > 0;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-expanded={hasBelow ? open : undefined}
      data-testid={`network-node-${node.documento}`}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', gap: 0.5, p: 1, borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {hasBelow ? (
          <IconButton
            size="small"
            onClick={() => setOpen((was) => !was)}
            aria-label={t(open ? 'network.collapse' : 'network.expand', { name: node.nombre })}
            data-testid="network-expand"
            sx={{ mt: -0.25 }}
          >
            <Chevron open={open} />
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        {/* On a phone "open this branch" goes under the facts, so they keep the row's whole width. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ flexGrow: 1, minWidth: 0, gap: 0.5, alignItems: 'flex-start' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0, alignSelf: 'stretch' }}>
            <NetworkNodeFacts node={node} />
          </Box>
          {hasBelow ? (
            <Button
              size="small"
              onClick={() => onFocus(node)}
              sx={{ flexShrink: 0, ml: { xs: -1, sm: 0 } }}
              data-testid="network-focus"
            >
              {t('network.focus')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {open ? (
        // A level deeper is indented a little (16 px on a phone, so three levels still leave the figures their
        // two columns); "open this branch" starts afresh from any node.
        <Box sx={{ pl: { xs: 1, sm: 3 }, pt: 1, borderLeft: 2, borderColor: 'divider', ml: { xs: 1, sm: 2 } }}>
          <NetworkChildren nodo={node.idNodo} onFocus={onFocus} />
        </Box>
      ) : null}
    </Box>
  );
}
