import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { MAP_LOT_STATES, type MapLotState } from '@vo/domain/catalogue/catalogue.rules';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

/** The colour under each state's pattern. */
function useLotColours(): Record<MapLotState, string> {
  const theme = useTheme();
  return useMemo(
    () => ({
      libre: theme.palette.success.main,
      propio: theme.palette.primary.main,
      vendido: '#b0513f',
      no_filtrado: '#cfd8dc',
    }),
    [theme],
  );
}

/** The fill of a lot in that state: `url(#…)` of the pattern defined by <LotPatterns> with the same prefix. */
export const lotFill = (prefix: string, state: MapLotState) => `url(#${prefix}-${state})`;

/**
 * Each state of a lot is told by a pattern as well as a colour (WCAG 1.4.1, docs/decisions/0033): free is plain, sold is
 * striped, yours is checked, not filtered is dotted. The same patterns fill the map and the legend.
 * SVG <defs> of the four patterns, `size` user units to a tile (the map's units differ from the legend's).
 */
export function LotPatterns({ prefix, size }: { prefix: string; size: number }) {
  const colours = useLotColours();
  const line = size / 5;
  const tile = (state: MapLotState, marks: ReactNode) => (
    <pattern id={`${prefix}-${state}`} patternUnits="userSpaceOnUse" width={size} height={size}>
      <rect width={size} height={size} fill={colours[state]} />
      {marks}
    </pattern>
  );
  return (
    <defs>
      {tile('libre', null)}
      {tile(
        'vendido',
        <path
          d={`M0,${size} L${size},0 M${-size / 2},${size / 2} L${size / 2},${-size / 2} M${size / 2},${size * 1.5} L${size * 1.5},${size / 2}`}
          stroke="#ffffff"
          strokeWidth={line}
          strokeOpacity={0.75}
        />,
      )}
      {tile(
        'propio',
        <path
          d={`M${size / 2},0 V${size} M0,${size / 2} H${size}`}
          stroke="#ffffff"
          strokeWidth={line}
          strokeOpacity={0.8}
        />,
      )}
      {tile('no_filtrado', <circle cx={size / 2} cy={size / 2} r={size / 6} fill="#607d8b" />)}
    </defs>
  );
}

/** What each pattern means, under the map; `present` leaves out the states no lot is in (yours, mostly). */
export function LotLegend({
  present,
  stateName,
}: {
  present: ReadonlySet<MapLotState>;
  stateName?: (state: MapLotState) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('map.legend')}
      data-testid="lot-legend"
    >
      {MAP_LOT_STATES.filter((state) => present.has(state)).map((state) => (
        <Stack key={state} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box component="svg" viewBox="0 0 18 18" sx={{ width: 18, height: 18, flexShrink: 0 }} aria-hidden="true">
            <LotPatterns prefix={`lot-legend-${state}`} size={6} />
            <rect width={18} height={18} rx={3} fill={lotFill(`lot-legend-${state}`, state)} stroke="#90a4ae" />
          </Box>
          <span data-testid={`legend-${state}`}>{stateName?.(state) ?? t(`map.state.${state}`)}</span>
        </Stack>
      ))}
    </Stack>
  );
}
