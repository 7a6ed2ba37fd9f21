import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { DOCUMENTS_PATH, ProductChooser, withProduct } from '../products/index.ts';
import { fetchDocument } from './documents-api.ts';

/** The contract of the chosen product, generated from today's data, to open or download as a PDF. */
function GenerateContract({ idProducto }: { idProducto: number | null }) {
  const { t } = useTranslation();
  const [delivered, setDelivered] = useState<{ id: number; file: string } | null>(null);
  const done = delivered !== null && delivered.id === idProducto;
  return (
    <>
      <PdfActions
        load={() => fetchDocument({ tipo: 'contrato', id: idProducto ?? 0 })}
        downloadLabel={t('documents.generateContract')}
        downloadVariant="contained"
        size="large"
        disabled={idProducto === null}
        testId="contract-generate"
        onDelivered={(file, intent) => {
          if (intent === 'descargar' && idProducto !== null) setDelivered({ id: idProducto, file: file.nombreArchivo });
        }}
      />
      {done && idProducto !== null ? (
        <Alert severity="success" data-testid="contract-generated">
          <Stack spacing={0.5}>
            <span>{t('documents.contractDownloaded', { file: delivered.file })}</span>
            <Link
              component={RouterLink}
              to={withProduct(DOCUMENTS_PATH, idProducto)}
              data-testid="contract-documents-link"
            >
              {t('documents.allDocuments')}
            </Link>
          </Stack>
        </Alert>
      ) : null}
    </>
  );
}

/** /generar-contrato (linked from the product detail): the contract of a product as a PDF. */
export default function ContractPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="contract-page">
      <Typography variant="h1">{t('documents.contractTitle')}</Typography>
      <Typography color="text.secondary">{t('documents.contractIntro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <ProductChooser>
            {(product, id) =>
              id !== null && product === null ? (
                <Alert severity="warning" data-testid="product-not-found">
                  {t('products.notFound')}
                </Alert>
              ) : (
                <GenerateContract idProducto={id} />
              )
            }
          </ProductChooser>
        </Stack>
      </Paper>
    </Stack>
  );
}
