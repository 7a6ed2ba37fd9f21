import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { MapLotState } from '@vo/domain/catalogue/catalogue.rules';
import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePanZoom } from './use-pan-zoom.ts';

export type MapLot = ProjectMap['lotes'][number];

interface Props {
  map: ProjectMap;
  /** The colour of each lot (spec §4: free, sold, not filtered), by lot id. */
  states: ReadonlyMap<number, MapLotState>;
  selected: number | null;
  onSelect: (lot: MapLot) => void;
}

/** The middle of a polygon's points: where a block's code is written. */
function centre(points: string): [number, number] {
  const pairs = points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
  const sum = pairs.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / pairs.length, sum[1] / pairs.length];
}

/** The drawing itself: memoised so that a tap (a new selection) repaints one outline, not two thousand lots. */
const Drawing = memo(function Drawing({
  map,
  states,
  fills,
}: {
  map: ProjectMap;
  states: ReadonlyMap<number, MapLotState>;
  fills: Record<MapLotState, string>;
}) {
  const blockLabels = useMemo(() => map.manzanos.map(([code, points]) => [code, centre(points)] as const), [map]);
  return (
    <>
      {map.manzanos.map(([code, points]) => (
        <polygon key={code} points={points} fill="none" stroke="#90a4ae" strokeWidth={2} />
      ))}
      {map.lotes.map((lot) => {
        const state = states.get(lot[0]) ?? 'vendido';
        return (
          <polygon
            key={lot[0]}
            points={lot[4]}
            data-lot={lot[0]}
            data-state={state}
            fill={fills[state]}
            stroke="#ffffff"
            strokeWidth={0.8}
          />
        );
      })}
      {blockLabels.map(([code, [x, y]]) => (
        <text
          key={code}
          x={x}
          y={y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={14}
          fontWeight={700}
          fill="#263238"
          pointerEvents="none"
        >
          {code}
        </text>
      ))}
    </>
  );
});

/**
 * A project's blocks and lots from their stored polygons (spec §2 /mapa/proyecto): drag to pan, pinch or
 * wheel to zoom, tap a lot to pick it. Usable with a finger at 360 px (touch-action: none on the map only).
 */
export function LotMap({ map, states, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const byId = useMemo(() => new Map(map.lotes.map((lot) => [lot[0], lot])), [map]);
  const fills = useMemo<Record<MapLotState, string>>(
    () => ({ libre: theme.palette.success.main, vendido: '#b0513f', no_filtrado: '#cfd8dc' }),
    [theme],
  );
  const { zoomBy, reset } = usePanZoom(container, layer, (target) => {
    const id = Number((target as Element | null)?.getAttribute?.('data-lot'));
    const lot = byId.get(id);
    if (lot) onSelect(lot);
  });
  const picked = selected === null ? undefined : byId.get(selected);
  return (
    <Stack spacing={1}>
      <Box
        ref={container}
        data-testid="lot-map"
        role="img"
        aria-label={t('map.ariaLabel', { name: map.nombre })}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
          bgcolor: '#eef3ee',
          borderRadius: 1,
          height: { xs: '62vh', md: '70vh' },
          cursor: 'grab',
        }}
      >
        <Box ref={layer} sx={{ transformOrigin: '0 0', willChange: 'transform', width: '100%', height: '100%' }}>
          <svg
            viewBox={`0 0 ${map.ancho} ${map.alto}`}
            width="100%"
            height="100%"
            preserveAspectRatio="xMidYMid meet"
            data-testid="lot-map-svg"
            aria-hidden="true"
          >
            <title>{map.nombre}</title>
            <Drawing map={map} states={states} fills={fills} />
            {picked ? (
              <polygon
                points={picked[4]}
                fill="none"
                stroke={theme.palette.primary.main}
                strokeWidth={4}
                pointerEvents="none"
                data-testid="lot-selected"
              />
            ) : null}
          </svg>
        </Box>
        <Stack spacing={0.5} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => zoomBy(1.5)}
            aria-label={t('map.zoomIn')}
            sx={{ minWidth: 40 }}
          >
            +
          </Button>
          <Button
            variant="contained"
            size="small"
            onClick={() => zoomBy(1 / 1.5)}
            aria-label={t('map.zoomOut')}
            sx={{ minWidth: 40 }}
          >
            −
          </Button>
          <Button variant="contained" size="small" onClick={reset} aria-label={t('map.reset')} sx={{ minWidth: 40 }}>
            ⟲
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }} aria-hidden>
        {(['libre', 'vendido', 'no_filtrado'] as const).map((state) => (
          <Stack key={state} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: fills[state] }} />
            <span>{t(`map.state.${state}`)}</span>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
