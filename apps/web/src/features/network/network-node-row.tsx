import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NetworkNode } from '@vo/domain/network/network.types';
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="network-node-name">
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
        <Stack
          component="dl"
          direction="row"
          sx={{ m: 0, columnGap: 1.5, rowGap: 0, flexWrap: 'wrap', typography: 'body2', color: 'text.secondary' }}
          data-testid="network-node-figures"
        >
          {figures.map(([label, value]) => (
            <Stack key={label} direction="row" sx={{ gap: 0.5 }}>
              <dt>{label}</dt>
              <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.primary', fontWeight: 600 }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
