import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { RequiredFields } from './required-fields.tsx';

interface Props {
  /** The form's schema: its fields are marked required from it. */
  schema: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Absent while the dialog may not be left without saving. */
  onCancel?: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitDisabled: boolean;
  /** `${testId}-cancel` and `${testId}-submit` */
  testId: string;
  children: ReactNode;
}

/**
 * A form filling a ResponsiveDialog: its fields scroll between the title and the actions (cancel when it
 * may be left, save), which stay in view on a small screen.
 */
export function DialogForm({
  schema,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  submitDisabled,
  testId,
  children,
}: Props) {
  return (
    <RequiredFields schema={schema}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {onCancel ? (
            <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={submitDisabled} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </RequiredFields>
  );
}
