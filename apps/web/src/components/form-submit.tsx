import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface Props {
  /** the server's refusal that is about no field of the form (those are shown at their field) */
  refusal: string | null | undefined;
  disabled: boolean;
  /** `${testId}-refusal` and `${testId}-submit` */
  testId: string;
  size?: 'medium' | 'large';
  children: ReactNode;
}

/** The end of a form: a refusal about no field of it, right above the button that sends it. */
export function FormSubmit({ refusal, disabled, testId, size = 'large', children }: Props) {
  return (
    <>
      {refusal ? (
        <Alert severity="error" data-testid={`${testId}-refusal`}>
          {refusal}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size={size}
        disabled={disabled}
        data-testid={`${testId}-submit`}
        sx={size === 'medium' ? { alignSelf: 'flex-start' } : undefined}
      >
        {children}
      </Button>
    </>
  );
}
