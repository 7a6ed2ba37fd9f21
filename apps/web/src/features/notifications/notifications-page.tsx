import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@vo/domain/notifications/notification-config';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { NotificationItem } from './notification-item.tsx';
import { markNotificationRead, useNotificationPage } from './notifications-api.ts';

/** /notificationes (the spec's spelling): the person's notifications, ten a page, newest first. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Spec §8: without a network the page warns instead of trying to load.
  const online = useOnline();
  const [page, setPage] = useState(1);
  const list = useNotificationPage(NotificationType.notification, page, { enabled: online });
  const markRead = useMutation({ mutationFn: (id: number) => markNotificationRead(queryClient, id) });

  const pages = Math.ceil((list.data?.count ?? 0) / NOTIFICATION_PAGE_SIZE);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="notifications-page">
      <Typography variant="h1">{t('notifications.title')}</Typography>
      {!online ? (
        <Alert severity="warning" data-testid="notifications-offline">
          {t('platform.noInternet')}
        </Alert>
      ) : list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" data-testid="notifications-error">
            {t('notifications.loadError')}
          </Alert>
          <Button onClick={() => void list.refetch()}>{t('notifications.retry')}</Button>
        </Stack>
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          picture="notifications"
          text={t('notifications.empty')}
          action={{ label: t('emptyState.goHome'), to: '/' }}
          testId="notifications-empty"
        />
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {list.data.rows.map((row) => (
              <NotificationItem
                key={row.idnotificacion}
                row={row}
                onMarkRead={(id) => markRead.mutate(id)}
                marking={markRead.isPending}
              />
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              siblingCount={0}
              color="primary"
              sx={{ alignSelf: 'center' }}
              data-testid="notifications-pagination"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
