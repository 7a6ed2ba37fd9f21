import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { centre } from './lot-geometry.ts';
import { clockOf, type ProjectHolds, secondsUntil, useSecondTick } from './lot-holds-store.ts';

type MapLot = ProjectMap['lotes'][number];

/** Amber, with a dashed edge: unlike free (plain green), sold (striped) and yours (checked) (WCAG 1.4.1). */
export const HELD_FILL = '#f9a825';
const HELD_EDGE = '#6d4c00';

/** The holds still running at `now`, soonest to end first. */
function running(holds: ProjectHolds, now: number) {
  return [...holds]
    .map(([id, hold]) => ({ id, own: hold.own, left: secondsUntil(hold.endsAt, now) }))
    .filter((hold) => hold.left > 0)
    .sort((a, b) => a.left - b.left);
}

/**
 * The held lots drawn over the map's drawing (docs/decisions/0064): its own small layer, so that a hold and its
 * countdown repaint a few polygons a second, never the two thousand lots under them. Taps go through it to the
 * lot beneath, whose panel says it is held.
 */
export const HeldLotsOverlay = memo(function HeldLotsOverlay({
  map,
  holds,
  size,
}: {
  map: ProjectMap;
  holds: ProjectHolds;
  size: number;
}) {
  const byId = useMemo(() => new Map(map.lotes.map((lot) => [lot[0], lot])), [map]);
  const now = useSecondTick(holds.size > 0);
  const shown = running(holds, now).flatMap((hold) => {
    const lot = byId.get(hold.id);
    return lot ? [{ ...hold, lot }] : [];
  });
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing here is focusable; the list under the map says it in words.
    <g pointerEvents="none" aria-hidden="true" data-testid="lot-holds-layer">
      {shown.map(({ id, own, left, lot }) => {
        const [x, y] = centre(lot[4]);
        return (
          <g key={id} data-held-lot={id} data-own={own ? 1 : 0} data-seconds={left}>
            <polygon
              points={lot[4]}
              fill={HELD_FILL}
              stroke={HELD_EDGE}
              strokeWidth={size / 14}
              strokeDasharray={`${size / 8} ${size / 12}`}
            />
            {/* Under the lot's number, which appears when zoomed in, not over it. */}
            <text
              x={x}
              y={y + size * 0.34}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={size * 0.22}
              fontWeight={700}
              fill="#1b1b1b"
              stroke="#ffffff"
              strokeWidth={size * 0.06}
              paintOrder="stroke"
            >
              {clockOf(left)}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/** The held lots in words under the map, each with its countdown: what the amber lots are, for every reader. */
export function HeldLotsList({ map, holds }: { map: ProjectMap; holds: ProjectHolds }) {
  const { t } = useTranslation();
  const byId = useMemo(() => new Map<number, MapLot>(map.lotes.map((lot) => [lot[0], lot])), [map]);
  const now = useSecondTick(holds.size > 0);
  const shown = running(holds, now);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid="held-lots" aria-live="polite">
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        {/* The same amber and dashed edge as on the map: this list is the held lots' legend too. */}
        <svg viewBox="0 0 18 18" width={18} height={18} aria-hidden="true">
          <rect x={1} y={1} width={16} height={16} rx={3} fill={HELD_FILL} stroke={HELD_EDGE} strokeDasharray="3 2" />
        </svg>
        <Typography variant="subtitle2" component="h2">
          {t('lotHolds.list')}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map(({ id, own, left }) => {
          const lot = byId.get(id);
          if (!lot) return null;
          const line = t(own ? 'lotHolds.listLineOwn' : 'lotHolds.listLine', {
            block: map.manzanos[lot[1]]?.[0] ?? '',
            number: lot[2],
            time: clockOf(left),
          });
          return (
            <Typography
              component="li"
              key={id}
              data-testid={`held-lot-${id}`}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {line}
            </Typography>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The tapped lot's hold in its panel, ticking: another adviser's, or the caller's own. */
export function LotHoldLine({ endsAt, own }: { endsAt: number; own: boolean }) {
  const { t } = useTranslation();
  const now = useSecondTick(true);
  const left = secondsUntil(endsAt, now);
  if (left === 0) return null;
  return (
    <Typography
      sx={{ color: 'warning.dark', fontWeight: 600 }}
      data-testid={own ? 'lot-panel-held-own' : 'lot-panel-held'}
    >
      {own ? t('lotHolds.yours', { time: clockOf(left) }) : t('lotHolds.other', { time: clockOf(left) })}
    </Typography>
  );
}
