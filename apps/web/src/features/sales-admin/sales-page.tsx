import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { useSearchParams } from 'react-router';
import { useStaffSession } from '../../back-office/shared/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { HeldLotsPanel } from './held-lots-panel.tsx';
import { PrereservationsPanel } from './prereservations-panel.tsx';
import { ProjectLotsPanel } from './project-lots-panel.tsx';
import { useSalesProjects } from './sales-admin-api.ts';
import { SalesSummary } from './sales-summary.tsx';
import { StandingsPanel } from './standings-panel.tsx';

/** The tabs, by the `vista` of the address (a link or a reload opens the same one); the first needs none. */
const VIEWS = ['prerreservas', 'lotes', 'posiciones'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  prerreservas: 'adminSales.prereservations',
  lotes: 'adminSales.lots',
  posiciones: 'adminSales.standings',
};
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/**
 * The back office's sales (docs/decisions/0038, 0040), one tab each: the pre-reservations (by project and adviser over a range of
 * days, and the list with the release of an abandoned one), a project's lots by state, and the race's standings.
 */
export default function SalesPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const view: View = isView(params.get('vista')) ? (params.get('vista') as View) : 'prerreservas';
  const mayAct = session ? staffMay(session.role, 'sales.act') : false;
  const projects = useSalesProjects();
  const projectList = projects.data?.proyectos ?? [];
  const open = (next: View) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 'prerreservas') kept.delete('vista');
      else kept.set('vista', next);
      return kept;
    });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h1">{t('adminSales.title')}</Typography>
      <Tabs
        value={view}
        onChange={(_event, next: View) => open(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('adminSales.title')}
      >
        {VIEWS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(VIEW_LABELS[id])}
            id={`sales-tab-${id}`}
            aria-controls={`sales-panel-${id}`}
            sx={{ minHeight: 48 }}
            data-testid={`sales-tab-${id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`sales-panel-${view}`}
        aria-labelledby={`sales-tab-${view}`}
        sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {view === 'prerreservas' && (
          <>
            <SalesSummary />
            <PrereservationsPanel projects={projectList} mayAct={mayAct} />
          </>
        )}
        {view === 'lotes' && (
          <>
            <HeldLotsPanel />
            <ProjectLotsPanel projects={projectList} />
          </>
        )}
        {view === 'posiciones' && <StandingsPanel />}
      </Box>
    </Stack>
  );
}
