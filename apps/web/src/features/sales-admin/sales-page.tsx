import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { salesEndpoints as endpoints } from '@vo/domain/sales/sales.endpoints';
import { staffCall, useStaffSession } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PrereservationsPanel } from './prereservations-panel.tsx';
import { ProjectLotsPanel } from './project-lots-panel.tsx';
import { SalesSummary } from './sales-summary.tsx';
import { StandingsPanel } from './standings-panel.tsx';

/**
 * The back office's sales (issue 21): pre-reservations by project and adviser over a range of days, the
 * pre-reservations with the release of an abandoned one, a project's lots by state, and the race's standings.
 */
export default function SalesPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const mayAct = session ? staffMay(session.role, 'sales.act') : false;
  const projects = useQuery({
    queryKey: ['admin-sales', 'projects'],
    queryFn: async () => unwrap(await staffCall(endpoints.projects)),
  });
  const projectList = projects.data?.proyectos ?? [];
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">{t('adminSales.title')}</Typography>
      <SalesSummary />
      <PrereservationsPanel projects={projectList} mayAct={mayAct} />
      <ProjectLotsPanel projects={projectList} />
      <StandingsPanel />
    </Stack>
  );
}
