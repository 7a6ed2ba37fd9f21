import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PayOverdueButton } from './pay-overdue-button.tsx';

/**
 * What a page closed by overdue instalments shows in place of its act (cabins, the accreditation card,
 * the travel benefits): why, in the page's own words, then the same full-width "Pagar 1.836,08 US$" as the
 * home (docs/decisions/0045). The whole block keeps the test id its page gave its reason.
 */
export function BlockedByOverdue({
  children,
  testId,
  productId,
}: {
  children: ReactNode;
  testId: string;
  /** the product the page is about (a card, a benefit): its overdue instalments are the ones to pay */
  productId?: number;
}) {
  return (
    <Stack spacing={1.5} data-testid={testId} data-overdue="">
      <Alert severity="error">{children}</Alert>
      <PayOverdueButton productId={productId} />
    </Stack>
  );
}
