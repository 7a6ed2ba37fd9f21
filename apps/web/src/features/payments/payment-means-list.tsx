import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { ChevronRightIcon } from '../../components/notification-icons.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export type MethodId = 'card' | 'qr' | 'prepaid' | 'wallet' | 'friend';

export interface PaymentMethod {
  id: MethodId;
  label: string;
  /** one line under the label: what paying that way asks of the person */
  hint: string;
  panel: ReactNode;
}

/**
 * The means of payment as a list every one of them is visible in (docs/decisions/0045), QR first where the
 * product takes it: a tab strip hid prepaid, points and "ask a friend" off a 360 px screen. A tap opens the
 * means' form right under it (one open at a time); every form stays mounted, so a QR already generated keeps
 * waiting and a half-typed code stays typed while the person looks at another means.
 */
export function PaymentMeansList({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: MethodId | null;
  onChange: (method: MethodId | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('payments.chooseMeans')}
      </Typography>
      <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {methods.map((method, index) => {
          const open = value === method.id;
          return (
            <ListItem key={method.id} disablePadding divider={index < methods.length - 1} sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => onChange(open ? null : method.id)}
                aria-expanded={open}
                aria-controls={`method-${method.id}-panel`}
                selected={open}
                data-testid={`method-${method.id}`}
                sx={{ minHeight: 64, gap: 1 }}
              >
                <ListItemText
                  primary={method.label}
                  secondary={method.hint}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { color: 'text.secondary' } } }}
                />
                <ChevronRightIcon
                  aria-hidden
                  sx={{
                    color: 'text.secondary',
                    transition: 'transform 150ms',
                    transform: open ? 'rotate(90deg)' : 'none',
                  }}
                />
              </ListItemButton>
              <Box
                id={`method-${method.id}-panel`}
                role="region"
                aria-label={method.label}
                hidden={!open}
                sx={{ px: 2, pb: 2, pt: 1 }}
                data-testid={`method-${method.id}-panel`}
              >
                {method.panel}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
