import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { type ReversalChoice, useRecoveryProjects } from './recovery-api.ts';
import { RecoveryLots } from './recovery-lots.tsx';

/** The projects of the reversed sale's company that have free lots; choosing one lists its lots. */
export function RecoveryProjects({ choice }: { choice: ReversalChoice }) {
  const { t } = useTranslation();
  const projects = useRecoveryProjects(choice);
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);
  if (projects.isPending) return <PageSpinner />;
  if (projects.isError) return <LoadError onRetry={() => void projects.refetch()} />;
  return (
    <Stack spacing={1.5} data-testid="recovery-projects">
      <Typography variant="h2">{t('recovery.projects')}</Typography>
      {projects.data.length === 0 ? <Alert severity="info">{t('recovery.noProjects')}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {projects.data.map((p) => (
          <Paper
            key={p.idProyecto}
            elevation={0}
            sx={{ p: 2, minWidth: 220, outline: project?.id === p.idProyecto ? 2 : 0, outlineColor: 'primary.main' }}
            data-testid={`recovery-project-${p.idProyecto}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{p.nombre}</Typography>
            <Typography variant="body2" color="text.secondary">
              {p.ciudad} · {t('recovery.freeLots', { count: p.lotesLibres })}
            </Typography>
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() => setProject({ id: p.idProyecto, name: p.nombre })}
              data-testid="recovery-see-lots"
            >
              {t('recovery.seeLots')}
            </Button>
          </Paper>
        ))}
      </Stack>
      {project ? <RecoveryLots key={project.id} choice={choice} project={project} /> : null}
    </Stack>
  );
}
