import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { NotificationsIcon } from '../components/notification-icons.tsx';
import { useUnreadCount } from '../features/notifications/index.ts';
import { useTranslation } from '../lib/use-translation.ts';

/** The app bar's bell: unread notifications at a glance, a tap away from the list (every role, cashiers too). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to="/notificationes"
      aria-label={t('notifications.bell', { unread })}
      data-testid="notification-bell"
      data-count={unread}
    >
      <Badge
        badgeContent={unread}
        color="error"
        max={99}
        slotProps={{ badge: { 'data-testid': 'unread-badge' } as object }}
      >
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
