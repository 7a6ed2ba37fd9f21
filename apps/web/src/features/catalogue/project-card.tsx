import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectSummary } from '@vo/domain/catalogue/catalogue.types';
import { Link as RouterLink } from 'react-router';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { featuresMapPath, mapPath, projectDetailPath } from './catalogue-paths.ts';

/** One project of the list: where, what kind, what it starts at, how many lots are free, and where to go. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid={`project-${project.idProyecto}`}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {project.nombre}
        </Typography>
        <Typography color="text.secondary">
          {project.ciudad} · {project.zona}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={t(`projects.kind.${project.tipo}`)} />
          <Chip size="small" variant="outlined" label={t(`projects.complex.${project.tipoComplejo}`)} />
          <Chip
            size="small"
            color={project.lotesLibres > 0 ? 'success' : 'default'}
            label={t('projects.freeOfTotal', { free: project.lotesLibres, total: project.totalLotes })}
            data-testid="project-free"
          />
        </Stack>
        {project.lotesLibres > 0 ? (
          <Typography data-testid="project-fees">
            {t('projects.feesFrom', {
              initial: amount(project.cuotaInicialDesde, project.moneda),
              monthly: amount(project.cuotaMensualDesde, project.moneda),
            })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
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
