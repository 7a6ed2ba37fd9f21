import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { catalogueEndpoints as endpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import { useRef } from 'react';
import { call, unwrap } from '../../lib/api.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { catalogueKeys } from './catalogue-api.ts';
import { useNearView } from './use-near-view.ts';

/** Past this many lots a thumbnail draws the blocks only: 2 000 outlines at 300 px wide are a grey blur. */
const MAX_LOTS_DRAWN = 600;

/**
 * The ground each plan is drawn on, one per project by its id: surveyed plans differ, but two generated ones
 * of the same size would be the same picture without it. Light enough for the blocks' edges to read on them.
 */
const GROUNDS = ['#d3e2c8', '#d9e4ef', '#efe1cc', '#e3d9ec', '#d6e8e4', '#ece3c4'] as const;

/** The kind's drawing when the plan cannot be had (offline, a project without a drawing); a plain tint while it loads. */
const FALLBACK = { lotes: '/proyectos/lotes.svg', viviendas: '/proyectos/viviendas.svg' } as const;

/**
 * The project's own plan, drawn small from the lot map's geometry (docs/decisions/0047): its blocks and
 * lots as they lie, so no two projects look alike and the picture says how big the place is. The geometry
 * shares the map's cache entry (fetched once a session, revalidated by ETag), so a person who opens the
 * map after seeing the card downloads nothing more; it is fetched only when the card comes near the screen.
 */
export function ProjectPlanThumbnail({
  project,
}: {
  project: { idProyecto: number; nombre: string; tipo: 'lotes' | 'viviendas' };
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const plan = useQuery({
    queryKey: catalogueKeys.geometry(project.idProyecto),
    queryFn: async (): Promise<ProjectMap> =>
      unwrap(await call(endpoints.mapGeometry, { idProyecto: project.idProyecto }, { silent: true })),
    enabled: near,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const map = plan.data;
  const ground = GROUNDS[project.idProyecto % GROUNDS.length];
  return (
    <Box
      ref={box}
      data-testid="project-photo"
      data-plan={map ? 'drawn' : plan.isError ? 'kind' : 'loading'}
      sx={{
        width: '100%',
        aspectRatio: '2 / 1',
        bgcolor: map ? ground : '#eef2ea',
        display: 'block',
        overflow: 'hidden',
      }}
    >
      {map ? (
        <Box
          component="svg"
          viewBox={`${-map.ancho * 0.04} ${-map.alto * 0.04} ${map.ancho * 1.08} ${map.alto * 1.08}`}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={t('projects.planAlt', {
            name: project.nombre,
            blocks: map.manzanos.length,
            lots: map.lotes.length,
          })}
          sx={{ width: '100%', height: '100%', display: 'block' }}
        >
          {map.manzanos.map(([code, points]) => (
            <polygon key={code} points={points} fill="#fbf7ee" stroke="#9c8a66" strokeWidth={map.ancho / 300} />
          ))}
          {map.lotes.length <= MAX_LOTS_DRAWN
            ? map.lotes.map((lot) => (
                <polygon
                  key={lot[0]}
                  points={lot[4]}
                  fill={project.tipo === 'viviendas' ? '#e9d3b0' : 'none'}
                  stroke="#9c8a66"
                  strokeWidth={map.ancho / 900}
                />
              ))
            : null}
        </Box>
      ) : plan.isError ? (
        <Box
          component="img"
          src={FALLBACK[project.tipo] ?? FALLBACK.lotes}
          alt={t('projects.photoAlt', { name: project.nombre })}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
