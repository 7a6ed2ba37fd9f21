import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { useState } from 'react';
import { deliverPdf } from '../lib/download-pdf.ts';
import type { DocumentIntent } from '../lib/mobile-bridge.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { PdfViewer } from './pdf-viewer.tsx';

interface Props {
  /** Asks the server for the document (each press asks again: a statement is made from today's data). */
  load: () => Promise<ReceiptDocument>;
  /** The download button's words ("Download receipt"); the open button says "Open" unless `openLabel` says more. */
  downloadLabel: string;
  /** The open button's own words where "Open" alone would not say what opens ("See the statement"). */
  openLabel?: string;
  /**
   * What the document is, where several are listed (a receipt's number, a document's name): screen readers
   * then hear "Open R30-0000002" instead of a column of identical "Open"s.
   */
  documentName?: string;
  /** The download button's test id; the open button's is the same with "-open". */
  testId: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** The download button stands out where the document is the page's main act (a payment's receipt). */
  downloadVariant?: ButtonProps['variant'];
  /** After the document was handed over, with what was asked (the contract page says it was downloaded). */
  onDelivered?: (file: ReceiptDocument, intent: DocumentIntent) => void;
}

/**
 * "Open" and "Download" for one PDF, the same everywhere a document is offered (docs/decisions/0035):
 * open reads it in the page's viewer, download saves it; inside the native app both go to the host,
 * told which the person asked.
 */
export function PdfActions({
  load,
  downloadLabel,
  openLabel,
  documentName,
  testId,
  disabled = false,
  size = 'medium',
  downloadVariant = 'outlined',
  onDelivered,
}: Props) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<ReceiptDocument | null>(null);
  const deliver = useMutation({
    mutationFn: async (intent: DocumentIntent) => ({ file: await load(), intent }),
    onSuccess: ({ file, intent }) => {
      if (deliverPdf(file, intent)) setViewing(file);
      onDelivered?.(file, intent);
    },
  });
  const busy = disabled || deliver.isPending;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        size={size}
        variant="text"
        onClick={() => deliver.mutate('abrir')}
        disabled={busy}
        aria-label={documentName ? `${t('pdf.open')} ${documentName}` : undefined}
        data-testid={`${testId}-open`}
        sx={{ minHeight: 44 }}
      >
        {openLabel ?? t('pdf.open')}
      </Button>
      <Button
        size={size}
        variant={downloadVariant}
        onClick={() => deliver.mutate('descargar')}
        disabled={busy}
        aria-label={documentName ? `${downloadLabel} ${documentName}` : undefined}
        data-testid={testId}
        sx={{ minHeight: 44 }}
      >
        {downloadLabel}
      </Button>
      {viewing ? <PdfViewer file={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
