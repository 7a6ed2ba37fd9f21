import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NetworkNode } from '@vo/domain/network/network.types';
import { ONE_LINE_FIGURE, WHOLE_WORDS } from '../../components/whole-words.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Who a person of the network is and, for an adviser, what is below them: the totals the server keeps
 * current. A client is a leaf of the tree, so only who they are and when they joined is shown.
 */
export function NetworkNodeFacts({ node }: { node: NetworkNode }) {
  const { t, i18n } = useTranslation();
  const adviser = node.tipo === 'asesor';
  const figures: [string, number][] = [
    [t('network.peopleBelow'), node.personasDebajo],
    [t('network.direct'), node.directos],
    [t('network.ownSales'), node.ventasPropias],
    [t('network.networkSales'), node.ventasRed],
  ];
  const joined = `${t('network.joined')} ${formatCalendarDate(node.fechaIngreso, i18n.language, 'numeric')}`;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ ...WHOLE_WORDS, fontWeight: 600 }} data-testid="network-node-name">
          {node.nombre}
        </Typography>
        <Chip
          size="small"
          color={adviser ? 'primary' : 'default'}
          variant={adviser ? 'filled' : 'outlined'}
          label={t(adviser ? 'network.adviser' : 'network.client')}
        />
        {node.estadoAsesor && node.estadoAsesor !== 'activo' ? (
          <Chip size="small" color="warning" label={t(`network.status.${node.estadoAsesor}`)} />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[node.documento, node.codigoAsesor, t('network.level', { level: node.nivel }), adviser ? null : joined]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {adviser ? (
        // Four figures in two columns on a phone and four from 600 px, each as its label over its figure (as the
        // lists' cards show them): a deep level of the tree narrows the columns, never parts a label from its figure.
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 2,
            rowGap: 0.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, max-content))' },
          }}
          data-testid="network-node-figures"
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ ...WHOLE_WORDS, display: 'block' }}
              >
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ ...ONE_LINE_FIGURE, m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
