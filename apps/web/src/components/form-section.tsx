import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * One titled part of a long form (what is reserved, the buyer, the terms…): an h2 a screen reader can jump
 * to, naming the region it opens. One column; what is inside decides whether it has two where there is room.
 */
export function FormSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId} data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
