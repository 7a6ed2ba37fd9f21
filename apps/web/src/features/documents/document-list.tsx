import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatInstantDate } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { isProductNotFound } from '../products/index.ts';
import { type DocumentEntry, type DocumentKind, fetchDocument, useProductDocuments } from './documents-api.ts';

const KIND_LABEL: Record<DocumentKind, MessageKey> = {
  contrato: 'documents.kindContract',
  plan_pagos: 'documents.kindPaymentPlan',
  adenda: 'documents.kindAddendum',
  recibo: 'documents.kindReceipt',
};

function DocumentLine({ entry }: { entry: DocumentEntry }) {
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
      <Box sx={{ ml: 'auto' }}>
        <PdfActions
          load={() => fetchDocument(entry)}
          documentName={entry.nombre}
          downloadLabel={t('documents.download')}
          testId="document-download"
        />
      </Box>
    </Box>
  );
}

/** The documents of one product, newest receipts as the server orders them, each one a PDF to open or download. */
export function DocumentList({ idProducto }: { idProducto: number }) {
  const { t } = useTranslation();
  const documents = useProductDocuments(idProducto);

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
          <DocumentLine key={`${entry.tipo}-${entry.id}`} entry={entry} />
        ))}
      </Box>
    </Stack>
  );
}
