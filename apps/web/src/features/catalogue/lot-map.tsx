import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { MapLotState } from '@vo/domain/catalogue/catalogue.rules';
import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { centre, isDirection, nextLot, type Point, typicalLotSize } from './lot-geometry.ts';
import { LotLegend, LotPatterns, lotFill } from './lot-patterns.tsx';
import { usePanZoom } from './use-pan-zoom.ts';

export type MapLot = ProjectMap['lotes'][number];

interface Props {
  map: ProjectMap;
  /** The state of each lot (spec §4: free, sold, not filtered; and the caller's own), by lot id. */
  states: ReadonlyMap<number, MapLotState>;
  selected: number | null;
  onSelect: (lot: MapLot) => void;
  /**
   * What each state is called, in the legend and in each lot's name: the portal's words by default ("Pre-reserved
   * by you"); the back office names the same patterns as the staff read them (held, sold).
   */
  stateName?: (state: MapLotState) => string;
  /**
   * Drawn over the lots, under the numbers: what changes by the second (the held lots, docs/decisions/0064) in a
   * layer of its own, called with the typical lot's size in map units.
   */
  overlay?: (lotSize: number) => ReactNode;
}

const FILL_PREFIX = 'lot-fill';
/** A lot's number is written once a typical lot is this wide on screen: narrower, it would be unreadable. */
const NUMBERS_FROM_PX = 26;

/**
 * The drawing itself: memoised so that a tap (a new selection) repaints one outline, not two thousand lots.
 * Every lot is a button reachable by keyboard with a roving tabindex: one lot is in the Tab order, the arrow
 * keys move it (LotMap's handler writes tabindex straight to the DOM, so moving re-renders nothing).
 */
const Drawing = memo(function Drawing({
  map,
  states,
  label,
}: {
  map: ProjectMap;
  states: ReadonlyMap<number, MapLotState>;
  label: (lot: MapLot, state: MapLotState) => string;
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
          // biome-ignore lint/a11y/useSemanticElements: an SVG polygon cannot be a <button>; role and keys make it one.
          <polygon
            key={lot[0]}
            points={lot[4]}
            data-lot={lot[0]}
            data-state={state}
            fill={lotFill(FILL_PREFIX, state)}
            stroke="#ffffff"
            strokeWidth={0.8}
            role="button"
            tabIndex={-1}
            aria-label={label(lot, state)}
          />
        );
      })}
      {blockLabels.map(([code, [x, y]]) => (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; each lot's name already says its block.
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
          aria-hidden="true"
        >
          {code}
        </text>
      ))}
    </>
  );
});

/** The lots' numbers, written over them once zoomed in far enough to read (docs/decisions/0033); dark with a white halo. */
const LotNumbers = memo(function LotNumbers({
  map,
  centres,
  size,
}: {
  map: ProjectMap;
  centres: ReadonlyMap<number, Point>;
  size: number;
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; each lot's name already says its number.
    <g aria-hidden="true" pointerEvents="none" data-testid="lot-numbers">
      {map.lotes.map((lot) => {
        const [x, y] = centres.get(lot[0]) ?? [0, 0];
        return (
          <text
            key={lot[0]}
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={size * 0.4}
            fontWeight={600}
            fill="#1b1b1b"
            stroke="#ffffff"
            strokeWidth={size * 0.08}
            paintOrder="stroke"
          >
            {lot[2]}
          </text>
        );
      })}
    </g>
  );
});

/**
 * A project's blocks and lots from their stored polygons (spec §2 /mapa/proyecto): drag to pan, pinch or
 * wheel to zoom, tap a lot to pick it; or Tab to the map, arrows to move between lots, Enter to pick one.
 * Usable with a finger at 360 px (touch-action: none on the map only).
 */
export function LotMap({ map, states, selected, onSelect, stateName, overlay }: Props) {
  const { t } = useTranslation();
  const nameOf = useCallback((state: MapLotState) => stateName?.(state) ?? t(`map.state.${state}`), [stateName, t]);
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const byId = useMemo(() => new Map(map.lotes.map((lot) => [lot[0], lot])), [map]);
  const centres = useMemo(() => new Map<number, Point>(map.lotes.map((lot) => [lot[0], centre(lot[4])])), [map]);
  const lotSize = useMemo(() => typicalLotSize(map.lotes), [map]);
  const [numbers, setNumbers] = useState(false);

  /** Whether a typical lot, at this zoom, is wide enough on screen for its number. */
  const judgeNumbers = useCallback(
    (scale: number) => {
      const frame = container.current?.getBoundingClientRect();
      if (!frame) return;
      // The SVG is fitted in the frame ("meet"): one map unit is the smaller of the two ratios.
      const unit = Math.min(frame.width / map.ancho, frame.height / map.alto);
      setNumbers(lotSize * unit * scale >= NUMBERS_FROM_PX);
    },
    [map, lotSize],
  );
  const { zoomBy, reset, reveal } = usePanZoom(container, layer, judgeNumbers);
  /**
   * A lot is picked on click: a finger's tap, the mouse and a pen all end in one, after every other event of the
   * gesture. The click that ends a pan never arrives (use-pan-zoom.ts).
   */
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const lot = byId.get(Number((event.target as Element).getAttribute('data-lot')));
    if (lot) onSelect(lot);
  };
  useEffect(() => judgeNumbers(1), [judgeNumbers]);

  const block = useCallback((lot: MapLot) => map.manzanos[lot[1]]?.[0] ?? '', [map]);
  const label = useCallback(
    (lot: MapLot, state: MapLotState) =>
      t('map.lotButton', { block: block(lot), number: lot[2], state: nameOf(state) }),
    [t, block, nameOf],
  );

  const lotElement = (id: number) => svg.current?.querySelector<SVGPolygonElement>(`[data-lot="${id}"]`) ?? null;
  /** The one lot in the Tab order: the first drawn, then the last picked or reached by an arrow. */
  const entry = useRef<number | null>(null);
  const moveEntry = (id: number) => {
    if (entry.current !== null && entry.current !== id) lotElement(entry.current)?.setAttribute('tabindex', '-1');
    const element = lotElement(id);
    element?.setAttribute('tabindex', '0');
    entry.current = id;
    return element;
  };
  // Only when the pick changes: a re-render for another reason (numbers shown) must not pull the entry back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moveEntry reads refs only.
  useEffect(() => {
    const id = selected ?? entry.current ?? map.lotes[0]?.[0];
    if (id !== undefined) moveEntry(id);
  }, [selected, map]);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const id = Number((event.target as Element).getAttribute('data-lot'));
    const lot = byId.get(id);
    if (!lot) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(lot);
      return;
    }
    if (!isDirection(event.key)) return;
    event.preventDefault();
    const next = nextLot(centres, id, event.key);
    const element = next === null ? null : moveEntry(next);
    if (!element) return;
    // The frame is overflow: hidden and moved by transform: scrolling it would shift the drawing under the view.
    element.focus({ preventScroll: true });
    reveal(element);
  };

  const picked = selected === null ? undefined : byId.get(selected);
  const present = useMemo(() => new Set(states.values()), [states]);
  return (
    <Stack spacing={1}>
      <Box
        ref={container}
        data-testid="lot-map"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
          bgcolor: '#eef3ee',
          borderRadius: 1,
          height: { xs: '62vh', md: '70vh' },
          cursor: 'grab',
          // The global ring is an outline, which SVG shapes draw poorly: a thick stroke says "here" as well.
          '& [data-lot]:focus-visible': { stroke: theme.palette.primary.dark, strokeWidth: lotSize / 6 },
        }}
      >
        <Box ref={layer} sx={{ transformOrigin: '0 0', willChange: 'transform', width: '100%', height: '100%' }}>
          {/* biome-ignore lint/a11y/useSemanticElements: the drawing must stay an <svg>; the group names the lots inside it. */}
          <svg
            ref={svg}
            viewBox={`0 0 ${map.ancho} ${map.alto}`}
            width="100%"
            height="100%"
            preserveAspectRatio="xMidYMid meet"
            data-testid="lot-map-svg"
            role="group"
            aria-label={t('map.ariaLabel', { name: map.nombre })}
            onKeyDown={onKeyDown}
            onClick={onClick}
          >
            <LotPatterns prefix={FILL_PREFIX} size={lotSize / 3} />
            <Drawing map={map} states={states} label={label} />
            {overlay?.(lotSize)}
            {numbers ? <LotNumbers map={map} centres={centres} size={lotSize} /> : null}
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
          <Button variant="contained" size="small" onClick={() => zoomBy(1.5)} aria-label={t('map.zoomIn')}>
            +
          </Button>
          <Button variant="contained" size="small" onClick={() => zoomBy(1 / 1.5)} aria-label={t('map.zoomOut')}>
            −
          </Button>
          <Button variant="contained" size="small" onClick={reset} aria-label={t('map.reset')}>
            ⟲
          </Button>
        </Stack>
      </Box>
      <LotLegend present={present} stateName={nameOf} />
    </Stack>
  );
}
