import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { useProjectGeometry, useTakenLots } from './catalogue-api.ts';
import { featuresMapPath, mapPath } from './catalogue-paths.ts';
import { EMPTY_FEATURES, type FeatureDraft, FeatureFilterForm, featureFilterOf } from './feature-filter.tsx';
import { HeldLotsList, HeldLotsOverlay } from './lot-hold-overlay.tsx';
import { useProjectHolds } from './lot-holds-store.ts';
import { LotMap, type MapLot } from './lot-map.tsx';
import { LotPanel } from './lot-panel.tsx';
import { LotSheet } from './lot-sheet.tsx';
import { lotStatesOf } from './lot-states.ts';
import { mapKeys } from './map-reads.ts';

/**
 * /mapa/proyecto/{idproyecto} and, with `byFeatures`, /mapa/proyecto_caracteristicas/{idproyecto}
 * (spec §2): the project's map; the features variant greys out the free lots the filter leaves out.
 */
function MapView({ projectId, byFeatures }: { projectId: number; byFeatures: boolean }) {
  const { t } = useTranslation();
  // The drawing comes once; which lots are taken comes on each visit, and the two meet here.
  const geometry = useProjectGeometry(projectId);
  const taken = useTakenLots(projectId);
  const holds = useProjectHolds(projectId);
  const queryClient = useQueryClient();
  // A hold that went before its time was let go or pre-reserved: which lots are taken is read again, once.
  const lastHolds = useRef(holds);
  useEffect(() => {
    const gone = [...lastHolds.current.keys()].some((id) => !holds.has(id));
    lastHolds.current = holds;
    if (gone) void queryClient.invalidateQueries({ queryKey: mapKeys.takenLots(projectId) });
  }, [holds, projectId, queryClient]);
  const [draft, setDraft] = useState<FeatureDraft>(EMPTY_FEATURES);
  const [picked, setPicked] = useState<MapLot | null>(null);
  // The sheet slides out with the lot it showed, not empty.
  const shown = useRef<MapLot | null>(null);
  if (picked) shown.current = picked;
  const lot = picked ?? shown.current;
  const filter = useMemo(() => featureFilterOf(draft).filter, [draft]);
  const states = useMemo(
    () =>
      geometry.data && taken.data ? lotStatesOf(geometry.data.lotes, taken.data, byFeatures ? filter : null) : null,
    [geometry.data, taken.data, filter, byFeatures],
  );

  if (geometry.isError || taken.isError) {
    return (
      <LoadError
        message="catalogue.projectLoadFailure"
        onRetry={() => void Promise.all([geometry.refetch(), taken.refetch()])}
      />
    );
  }
  if (!geometry.data || !states) return <PageSpinner />;
  const data = geometry.data;
  const free = [...states.values()].filter((s) => s === 'libre').length;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, minWidth: 0 }} data-testid="map-page">
      <Typography variant="h1">{data.nombre}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Typography color="text.secondary" data-testid="map-free-count" sx={{ flexGrow: 1 }}>
          {t(byFeatures ? 'map.matching' : 'map.freeCount', { count: free })}
        </Typography>
        <Button component={RouterLink} to={byFeatures ? mapPath(projectId) : featuresMapPath(projectId)}>
          {t(byFeatures ? 'map.plainMap' : 'projects.byFeatures')}
        </Button>
      </Stack>
      {byFeatures ? <FeatureFilterForm draft={draft} onChange={setDraft} /> : null}
      {/* Phones: the map alone, the lot in a sheet over it. Wide screens: the lot in a panel beside the map. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' } }}>
        <LotMap
          map={data}
          states={states}
          selected={picked?.[0] ?? null}
          onSelect={setPicked}
          overlay={(size) => <HeldLotsOverlay map={data} holds={holds} size={size} />}
        />
        <LotSheet open={picked !== null} onClose={() => setPicked(null)}>
          {lot ? (
            <LotPanel
              lot={lot}
              block={data.manzanos[lot[1]]?.[0] ?? ''}
              state={states.get(lot[0]) ?? 'vendido'}
              currency={data.moneda}
              held={holds.get(lot[0])}
              onClose={() => setPicked(null)}
            />
          ) : null}
        </LotSheet>
      </Box>
      <HeldLotsList map={data} holds={holds} />
      <Typography color="text.secondary" sx={{ display: { md: 'none' } }}>
        {t('map.tapHint')}
      </Typography>
    </Stack>
  );
}

function MapPageFor({ byFeatures }: { byFeatures: boolean }) {
  const { idproyecto } = useParams();
  const id = Number(idproyecto);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <MapView key={id} projectId={id} byFeatures={byFeatures} />;
}

export default function MapPage() {
  return <MapPageFor byFeatures={false} />;
}

export function FeaturesMapPage() {
  return <MapPageFor byFeatures />;
}
