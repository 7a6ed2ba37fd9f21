import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { staffAuthEndpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { sectionsFor } from '@vo/domain/back-office/staff-roles';
import { Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { LanguageSelect } from '../components/language-select.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { setUiLanguage } from '../lib/i18n.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { SECTION_PAGES } from './sections.tsx';
import { staffCall } from './staff-api.ts';
import { type StaffSession, setStaffSession } from './staff-session.ts';

const ADMIN = '/admin';

/**
 * The console around a section: who is signed in and in which role, the sections that role opens (a side
 * list on a desk, tabs under the bar on a phone), the language and the sign-out.
 */
export function BackOfficeShell({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = sectionsFor(session.role).filter((section) => SECTION_PAGES[section.id]);
  const current = sections.find((section) => pathname.startsWith(`${ADMIN}/${section.path}`));

  async function signOut() {
    await staffCall(staffAuthEndpoints.logout, undefined, { silent: true }).catch(() => undefined);
    setStaffSession(null);
  }

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('backOffice.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography data-testid="staff-name">{session.name}</Typography>
            <Chip size="small" label={t(`backOffice.role.${session.role}`)} data-testid="staff-role" />
            <LanguageSelect onChange={(language) => void setUiLanguage(language)} />
            <Button onClick={() => void signOut()} sx={{ minHeight: 44 }} data-testid="staff-sign-out">
              {t('backOffice.signOut')}
            </Button>
          </Stack>
        </Toolbar>
        <Tabs
          value={current?.id ?? false}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('backOffice.menu')}
          sx={{ display: { md: 'none' } }}
        >
          {sections.map((section) => (
            <Tab
              key={section.id}
              value={section.id}
              label={t(`backOffice.section.${section.id}`)}
              component={Link}
              to={`${ADMIN}/${section.path}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="nav"
          aria-label={t('backOffice.menu')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 220,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <List>
            {/* Each link in its own <li>: a list holds list items (axe "list"). */}
            {sections.map((section) => (
              <ListItem key={section.id} disablePadding>
                <ListItemButton
                  component={Link}
                  to={`${ADMIN}/${section.path}`}
                  selected={section.id === current?.id}
                  data-testid={`admin-nav-${section.id}`}
                >
                  <ListItemText primary={t(`backOffice.section.${section.id}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              {sections.map((section) => {
                const Page = SECTION_PAGES[section.id]!;
                return <Route key={section.id} path={`${ADMIN}/${section.path}/*`} element={<Page />} />;
              })}
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
