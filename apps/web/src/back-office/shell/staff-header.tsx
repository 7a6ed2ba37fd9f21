import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MenuIcon, SignOutIcon } from '../../components/icons.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffSession } from '../shared/index.ts';

interface Props {
  session: StaffSession;
  /** A desk shows everything in one row; a phone keeps one row of 56 px and puts the rest in the menu sheet. */
  wide: boolean;
  languageSelect: ReactNode;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

/**
 * The console's bar. On a desk: its name, who is signed in and in which role, the language and the sign-out.
 * On a phone one row, every target 44 px: the menu (sections and language), the name over the role, and the
 * sign-out as an icon; the language's label would not fit beside a name at 360 px.
 */
export function StaffHeader({ session, wide, languageSelect, onOpenMenu, onSignOut }: Props) {
  const { t } = useTranslation();
  const role = t(`backOffice.role.${session.role}`);
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      {wide ? (
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('backOffice.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="staff-name">{session.name}</Typography>
            <Chip size="small" label={role} data-testid="staff-role" />
            {languageSelect}
            <Button onClick={onSignOut} sx={{ minHeight: 44 }} data-testid="staff-sign-out">
              {t('backOffice.signOut')}
            </Button>
          </Stack>
        </Toolbar>
      ) : (
        <Toolbar sx={{ gap: 0.5, px: 1 }} data-testid="staff-header">
          <IconButton aria-label={t('menu.open')} onClick={onOpenMenu} data-testid="staff-menu">
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }} data-testid="staff-name">
              {session.name}
            </Typography>
            <Typography noWrap variant="caption" component="p" color="text.secondary" data-testid="staff-role">
              {role}
            </Typography>
          </Box>
          <IconButton aria-label={t('backOffice.signOut')} onClick={onSignOut} data-testid="staff-sign-out">
            <SignOutIcon />
          </IconButton>
        </Toolbar>
      )}
    </AppBar>
  );
}
