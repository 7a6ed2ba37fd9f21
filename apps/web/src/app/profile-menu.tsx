import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountIcon } from '../components/icons.tsx';
import { useTranslation } from '../lib/use-translation.ts';
import type { MenuEntry } from './menu.ts';

interface Props {
  entries: readonly MenuEntry[];
  onLogout: () => void;
}

/**
 * The floating profile submenu of spec §2 (docs/decisions/0028): the account button of the app bar opens the
 * person's own entries. MUI's Menu gives the menu button pattern: arrows move, escape closes and gives the
 * focus back; every target is at least 44 px tall.
 */
export function ProfileMenu({ entries, onLogout }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  if (entries.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={t('profileMenu.title')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
        data-testid="profile-menu-button"
      >
        <AccountIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('profileMenu.title') } }}
        data-testid="profile-menu"
      >
        {entries.map((entry) =>
          'path' in entry.target ? (
            <MenuItem
              key={entry.id}
              component={RouterLink}
              to={entry.target.path}
              onClick={close}
              sx={{ minHeight: 44 }}
              data-testid={`profile-menu-${entry.id}`}
            >
              <ListItemText primary={t(entry.label)} />
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.id}
              onClick={() => {
                close();
                onLogout();
              }}
              sx={{ minHeight: 44 }}
              data-testid={`profile-menu-${entry.id}`}
            >
              <ListItemText primary={t(entry.label)} />
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
