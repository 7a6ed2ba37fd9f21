import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { MaintenancePanel } from './maintenance-panel.tsx';
import { MessageComposer } from './message-composer.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

const TABS = ['maintenance', 'messages', 'outbox'] as const;
const TAB_LABELS = {
  maintenance: 'adminCommunication.tabMaintenance',
  messages: 'adminCommunication.tabMessages',
  outbox: 'adminCommunication.tabOutbox',
} as const;

/** The back office's communication section (docs/decisions/0038): maintenance windows, notices and promotions, the outbox. */
export default function CommunicationPage() {
  const { t } = useTranslation();
  // Today's card of messages not delivered opens the outbox (?tab=outbox).
  const [params] = useSearchParams();
  const asked = TABS.find((id) => id === params.get('tab'));
  const [tab, setTab] = useState<(typeof TABS)[number]>(asked ?? 'maintenance');
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('adminCommunication.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(TAB_LABELS[id])}
            sx={{ minHeight: 48 }}
            data-testid={`communication-tab-${id}`}
          />
        ))}
      </Tabs>
      {tab === 'maintenance' && <MaintenancePanel />}
      {tab === 'messages' && <MessageComposer />}
      {tab === 'outbox' && <OutboxPanel />}
    </Box>
  );
}
