import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectSummary } from '@vo/domain/catalogue/catalogue.types';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { WHOLE_WORDS } from '../../components/whole-words.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { featuresMapPath, mapPath, projectDetailPath } from './catalogue-paths.ts';
import { ProjectPlanThumbnail } from './project-plan-thumbnail.tsx';

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Stack>
  );
}

/**
 * One project of the list (docs/decisions/0031): its own plan drawn small (docs/decisions/0047), where and what kind,
 * its key figures (free lots as a bar, the fees it starts at) and where to go. Two to a row on a desktop,
 * so the card uses the width it is given.
 */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const free = project.lotesLibres;
  return (
    <Paper
      elevation={0}
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
      data-testid={`project-${project.idProyecto}`}
    >
      <ProjectPlanThumbnail project={project} />
      <Stack spacing={1.5} sx={{ p: 2, flex: 1 }}>
        <Stack spacing={0.25}>
          <Typography variant="subtitle1" component="h2" sx={{ ...WHOLE_WORDS, fontWeight: 700 }}>
            {project.nombre}
          </Typography>
          <Typography color="text.secondary">
            {project.ciudad} · {project.zona}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={t(`projects.kind.${project.tipo}`)} />
          <Chip size="small" variant="outlined" label={t(`projects.complex.${project.tipoComplejo}`)} />
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="body2" data-testid="project-free">
            {t('projects.freeOfTotal', { free, total: project.totalLotes })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={project.totalLotes > 0 ? Math.round((free / project.totalLotes) * 100) : 0}
            color={free > 0 ? 'success' : 'inherit'}
            aria-label={t('projects.freeLots')}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Stack>
        {free > 0 ? (
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
            data-testid="project-fees"
          >
            <Figure label={t('projects.initialFrom')} testId="project-initial">
              {amount(project.cuotaInicialDesde, project.moneda)}
            </Figure>
            <Figure label={t('projects.monthlyFrom')} testId="project-monthly">
              {amount(project.cuotaMensualDesde, project.moneda)}
            </Figure>
          </Box>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, mt: 'auto' }}>
          <Button component={RouterLink} to={mapPath(project.idProyecto)} variant="contained" data-testid="project-map">
            {t('projects.openMap')}
          </Button>
          <Button component={RouterLink} to={projectDetailPath(project.idProyecto, project.idEmpresa)}>
            {t('projects.seeProducts')}
          </Button>
          <Button component={RouterLink} to={featuresMapPath(project.idProyecto)} data-testid="project-features-map">
            {t('projects.byFeatures')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
