import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

interface Props {
  /** Without it the dialog cannot be dismissed: no backdrop click, no escape (mandatory steps). */
  onClose?: () => void;
  titleId: string;
  testId: string;
  children: ReactNode;
}

/** A dialog that takes the whole screen on phones, where a floating box would leave no room to type. */
export function ResponsiveDialog({ onClose, titleId, testId, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {children}
    </Dialog>
  );
}
