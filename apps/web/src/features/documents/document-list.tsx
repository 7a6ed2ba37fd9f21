import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstantDate } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { isProductNotFound } from '../products/index.ts';
import { type DocumentEntry, type DocumentKind, downloadDocument, useProductDocuments } from './documents-api.ts';

const KIND_LABEL: Record<DocumentKind, MessageKey> = {
  contrato: 'documents.kindContract',
  plan_pagos: 'documents.kindPaymentPlan',
  adenda: 'documents.kindAddendum',
  recibo: 'documents.kindReceipt',
};

function DocumentLine({ entry, busy, onDownload }: { entry: DocumentEntry; busy: boolean; onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  const label = KIND_LABEL[entry.tipo] as MessageKey | undefined;
  return (
    <Box component="li" data-testid={`document-${entry.tipo}-${entry.id}`} sx={DIVIDED_ROW_SX}>
      <Stack spacing={0.5} sx={{ flex: '1 1 200px', minWidth: 0, alignItems: 'flex-start' }}>
        <Chip size="small" variant="outlined" label={label ? t(label) : entry.tipo} />
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entry.nombre}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatInstantDate(entry.fecha, i18n.language)}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        onClick={onDownload}
        disabled={busy}
        data-testid="document-download"
        sx={{ ml: 'auto' }}
      >
        {t('documents.download')}
      </Button>
    </Box>
  );
}

/** The documents of one product, newest receipts as the server orders them, each one downloadable as a PDF. */
export function DocumentList({ idProducto }: { idProducto: number }) {
  const { t } = useTranslation();
  const documents = useProductDocuments(idProducto);
  const download = useMutation({ mutationFn: downloadDocument });

  if (isProductNotFound(documents.error)) {
    return (
      <Alert severity="warning" data-testid="product-not-found">
        {t('products.notFound')}
      </Alert>
    );
  }
  if (documents.isPending) return <PageSpinner />;
  if (documents.isError) return <LoadError onRetry={() => void documents.refetch()} />;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('documents.spanishNote')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="document-list">
        {documents.data.map((entry) => (
          <DocumentLine
            key={`${entry.tipo}-${entry.id}`}
            entry={entry}
            busy={download.isPending && download.variables.tipo === entry.tipo && download.variables.id === entry.id}
            onDownload={() => download.mutate(entry)}
          />
        ))}
      </Box>
    </Stack>
  );
}
