import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type ProjectFilters, useProjects } from './catalogue-api.ts';
import { FiltersSheet } from './filters-sheet.tsx';
import { ProjectCard } from './project-card.tsx';
import { ProjectFiltersForm } from './project-filters.tsx';

const FILTERS = ['zona', 'tipoComplejo', 'cuotaInicialMax', 'cuotaMensualMax', 'conLotesLibres'] as const;

/**
 * /proyectos (spec §2): the projects, ten to a page. The filter-based variant is chosen by a setting
 * (projectFilterVariant); the filters live in the address, so a filtered page can be shared or reloaded.
 */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const withFilters = useFeatureFlags().projectFilterVariant;
  const applied: ProjectFilters = { pagina: params.get('pagina') ?? '1' };
  if (withFilters) for (const name of FILTERS) applied[name] = params.get(name) ?? '';
  const list = useProjects(applied);
  // The zones come with each page of the list; a refused filter has no page, and the choice stays.
  const zones = useRef<string[]>([]);
  if (list.data) zones.current = list.data.zonas;
  const apply = (filters: ProjectFilters) =>
    setParams(Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>);
  // Emptiness the person caused with a filter is undone by clearing them; the page number is no filter.
  const filtered = FILTERS.some((name) => Boolean(applied[name]));
  const fieldError = serverFieldError(list.error, FILTERS);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.tamanoPagina)) : 1;
  // On a phone the form waits in a sheet behind a "Filters" button (docs/decisions/0047); a filter the server
  // refused opens it again, so the refusal is read beside its field.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  // By its words, not its object (a new one each render): a refusal already shown does not reopen the sheet.
  const refusal = fieldError ? `${fieldError.field}: ${fieldError.message}` : null;
  useEffect(() => {
    if (refusal) setSheetOpen(true);
  }, [refusal]);
  const activeFilters = FILTERS.filter((name) => Boolean(applied[name])).length;
  const filtersForm = withFilters ? (
    <ProjectFiltersForm
      key={params.toString()}
      applied={applied}
      zones={zones.current}
      fieldError={fieldError}
      onApply={(filters) => {
        setSheetOpen(false);
        apply(filters);
      }}
      flat={phone}
    />
  ) : null;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, minWidth: 0 }} data-testid="projects-page">
      <Typography variant="h1">{t('projects.title')}</Typography>
      {withFilters && phone ? (
        <>
          <Button
            variant="outlined"
            onClick={() => setSheetOpen(true)}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            aria-haspopup="dialog"
            data-testid="project-filters-open"
            startIcon={
              <Badge color="primary" variant="dot" invisible={activeFilters === 0}>
                <Box
                  component="svg"
                  viewBox="0 0 24 24"
                  aria-hidden
                  sx={{ width: 20, height: 20, fill: 'currentColor' }}
                >
                  <path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />
                </Box>
              </Badge>
            }
          >
            {activeFilters > 0 ? t('projects.filtersCount', { count: activeFilters }) : t('projects.filters')}
          </Button>
          <FiltersSheet open={sheetOpen} onClose={() => setSheetOpen(false)}>
            {filtersForm}
          </FiltersSheet>
        </>
      ) : (
        filtersForm
      )}
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && !fieldError ? (
        <LoadError message="catalogue.projectLoadFailure" onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <>
          <Typography color="text.secondary" data-testid="projects-total" aria-live="polite">
            {t('projects.found', { count: list.data.total })}
          </Typography>
          {list.data.total === 0 && filtered ? (
            <EmptyState
              picture="filter-off"
              text={t('emptyState.noProjectsMatch')}
              action={{ label: t('emptyState.clearFilters'), onClick: () => setParams({}) }}
              testId="projects-empty"
            />
          ) : null}
          {/* Two cards to a row from a desktop on, so the content uses the width (docs/decisions/0031). */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              opacity: list.isPlaceholderData ? 0.6 : 1,
            }}
            data-testid="projects-grid"
          >
            {list.data.proyectos.map((project) => (
              <ProjectCard key={project.idProyecto} project={project} />
            ))}
          </Box>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={list.data.pagina}
              onChange={(_, page) => apply({ ...applied, pagina: String(page) })}
              data-testid="projects-pages"
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
