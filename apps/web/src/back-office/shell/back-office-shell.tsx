import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { staffAuthEndpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { sectionsFor } from '@vo/domain/back-office/staff-roles';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { setUiLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type StaffSession, setStaffSession, staffCall } from '../shared/index.ts';
import { SectionNav } from './section-nav.tsx';
import { SECTION_PAGES } from './sections.tsx';
import { StaffHeader } from './staff-header.tsx';

const ADMIN = '/admin';
const NAV_WIDTH = 220;

/** A section's page under an older name, kept so a bookmark still opens it (docs/decisions/0049). */
const RENAMED_SECTION_PATHS = { dinero: 'pagos' } as const;

/** Goes to a section's page under its name now, keeping the query (a `?lang=`). */
function Renamed({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * The console around a section: who is signed in and in which role, the sections that role opens (a side list
 * on a desk, a menu sheet on a phone), the language and the sign-out.
 */
export function BackOfficeShell({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const sections = sectionsFor(session.role).filter((section) => SECTION_PAGES[section.id]);
  const current = sections.find((section) => pathname.startsWith(`${ADMIN}/${section.path}`));
  const links = sections.map((section) => ({ id: section.id, to: `${ADMIN}/${section.path}` }));
  const languageSelect = <LanguageSelect onChange={(language) => void setUiLanguage(language)} />;

  async function signOut() {
    await staffCall(staffAuthEndpoints.logout, undefined, { silent: true }).catch(() => undefined);
    setStaffSession(null);
  }

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <StaffHeader
        session={session}
        wide={wide}
        languageSelect={languageSelect}
        onOpenMenu={() => setMenuOpen(true)}
        onSignOut={() => void signOut()}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {wide ? (
          <Box
            component="nav"
            aria-label={t('backOffice.menu')}
            sx={{ width: NAV_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
          >
            <SectionNav sections={links} current={current?.id} />
          </Box>
        ) : (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' }, 'data-testid': 'staff-menu-sheet' } as object }}
          >
            <Typography component="p" variant="h6" sx={{ px: 2, pt: 2 }}>
              {t('backOffice.title')}
            </Typography>
            <Box component="nav" aria-label={t('backOffice.menu')}>
              <SectionNav sections={links} current={current?.id} onOpen={() => setMenuOpen(false)} />
            </Box>
            <Divider />
            <Box sx={{ p: 2 }}>{languageSelect}</Box>
          </Drawer>
        )}
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              {sections.map((section) => {
                const Page = SECTION_PAGES[section.id]!;
                return <Route key={section.id} path={`${ADMIN}/${section.path}/*`} element={<Page />} />;
              })}
              {Object.entries(RENAMED_SECTION_PATHS).map(([old, renamed]) => (
                <Route key={old} path={`${ADMIN}/${old}/*`} element={<Renamed to={`${ADMIN}/${renamed}`} />} />
              ))}
              <Route
                path="*"
                element={
                  sections[0] ? (
                    <Navigate to={`${ADMIN}/${sections[0].path}`} replace />
                  ) : (
                    <Typography>{t('backOffice.notAllowed')}</Typography>
                  )
                }
              />
            </Routes>
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
