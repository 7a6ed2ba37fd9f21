import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@vo/domain/config';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MenuIcon } from '../components/icons.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { Picture } from '../components/pictures.tsx';
import { ProductLogo } from '../components/product-logo.tsx';
import { useRecoveryVerification } from '../features/recovery-calculator/index.ts';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { isInsideWebView } from '../lib/mobile-bridge.ts';
import { changeLanguageOnServer, logout } from '../lib/session-actions.ts';
import { useSession } from '../lib/session-store.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { BRAND_LINK } from './brand-link.ts';
import { ConnectionWatch } from './connection-watch.tsx';
import { menuEntries, menuSections, profileSubmenu, visibleMenu } from './menu.ts';
import { NotificationBell } from './notification-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { WelcomeSequence } from './welcome-sequence.tsx';

const DRAWER_WIDTH = 260;

/**
 * The logged-in shell: app bar with the notification bell, menu drawer (temporary on phones, fixed on wide
 * screens), language, logout, and the welcome sequence that follows login.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  // Spec §2: the recovery calculator's entry is added only for the advisers the server verifies.
  const recovery = useRecoveryVerification(session?.role === 'adviser');
  const viewer = {
    role: session?.role ?? null,
    insideWebView: isInsideWebView(),
    featureFlags: useFeatureFlags(),
    recoveryVerified: recovery.data?.verificado === true,
  };
  const entries = visibleMenu(menuEntries, viewer);

  const logoutMutation = useMutation({ mutationFn: logout });
  // Spec §4: changing the language on the server ends the session; the person logs in again in that language.
  const languageMutation = useMutation({ mutationFn: changeLanguageOnServer });

  // Spec §4: the change ends the session; the person is told before, and comes back to this page after.
  const [askedLanguage, setAskedLanguage] = useState<Language | null>(null);
  const languageSelect = <LanguageSelect onChange={setAskedLanguage} />;

  const drawer = (
    <Box component="nav" aria-label={t('menu.open')} sx={{ width: DRAWER_WIDTH }}>
      <Toolbar />
      {/* Each section is its own list; a group's heading is the list's subheader and names it (docs/decisions/0034). */}
      {menuSections(entries).map((section, index) => {
        const headingId = section.group ? `menu-group-${section.group.id}` : undefined;
        return (
          <List
            key={section.group?.id ?? `ungrouped-${index}`}
            aria-labelledby={headingId}
            data-testid={section.group ? `nav-group-${section.group.id}` : undefined}
            subheader={
              section.group ? (
                <ListSubheader id={headingId} disableSticky sx={{ lineHeight: '36px', mt: 1 }}>
                  {t(section.group.label)}
                </ListSubheader>
              ) : undefined
            }
            sx={{ py: section.group ? 0 : 0.5 }}
          >
            {section.entries.map(({ id, label, icon, target }) => {
              // A page opens as a link; logging out is the one entry the layout performs itself.
              const act =
                'path' in target
                  ? {
                      component: RouterLink,
                      to: target.path,
                      selected: pathname === target.path,
                      onClick: () => setOpen(false),
                    }
                  : {
                      onClick: () => {
                        setOpen(false);
                        logoutMutation.mutate();
                      },
                    };
              return (
                <ListItem key={id} disablePadding>
                  <ListItemButton {...act} data-testid={`menu-${id}`} sx={{ minHeight: 44 }}>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Picture name={icon} />
                    </ListItemIcon>
                    <ListItemText primary={t(label)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        );
      })}
      {wide ? null : (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>{languageSelect}</Box>
        </>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {wide ? null : (
            <IconButton edge="start" aria-label={t('menu.open')} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Box component={RouterLink} to="/" sx={{ ...BRAND_LINK, flexGrow: 1, minWidth: 0 }}>
            <ProductLogo size={28} />
          </Box>
          <NotificationBell />
          {wide ? languageSelect : null}
          <ProfileMenu entries={profileSubmenu(menuEntries, viewer)} onLogout={() => logoutMutation.mutate()} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: wide ? DRAWER_WIDTH : undefined, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
      >
        {drawer}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <ConnectionWatch />
        {children}
      </Box>
      <WelcomeSequence />
      <ConfirmDialog
        open={askedLanguage !== null}
        title={askedLanguage ? t('language.changeTitle', { language: t(`language.${askedLanguage}`) }) : undefined}
        text={t('language.changeAsk')}
        keepLabel={t('language.changeKeep')}
        confirmLabel={t('language.changeConfirm')}
        onKeep={() => setAskedLanguage(null)}
        onConfirm={() => {
          if (askedLanguage) languageMutation.mutate(askedLanguage);
          setAskedLanguage(null);
        }}
        busy={languageMutation.isPending}
        confirmTestId="language-change-confirm"
      />
    </Box>
  );
}
