import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

export type MethodId = 'card' | 'qr' | 'prepaid' | 'wallet' | 'friend';

export interface PaymentMethod {
  id: MethodId;
  label: string;
  panel: ReactNode;
}

/**
 * The payment methods as tabs. Scrollable: five labels do not fit 360 px side by side, and a tab label
 * broken over two lines is harder to read than one swiped into view. Every panel stays mounted: a QR
 * already generated keeps waiting, and a half-typed code stays typed, while the person looks elsewhere.
 */
export function MethodTabs({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: MethodId;
  onChange: (method: MethodId) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: MethodId) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('payments.method')}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { textTransform: 'none', minWidth: 72, px: 1.5 },
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
        }}
      >
        {methods.map((method) => (
          <Tab
            key={method.id}
            value={method.id}
            label={method.label}
            id={`method-${method.id}`}
            aria-controls={`method-${method.id}-panel`}
            data-testid={`method-${method.id}`}
          />
        ))}
      </Tabs>
      {methods.map((method) => (
        <Box
          key={method.id}
          role="tabpanel"
          id={`method-${method.id}-panel`}
          aria-labelledby={`method-${method.id}`}
          hidden={value !== method.id}
        >
          {method.panel}
        </Box>
      ))}
    </>
  );
}
