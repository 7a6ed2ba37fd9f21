import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductChooser } from '../products/index.ts';
import { DocumentList } from './document-list.tsx';

/** /imprimir-documentos: contract, payment plan, addenda and receipts of a product, each as a PDF. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="documents-page">
      <Typography variant="h1">{t('documents.title')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <ProductChooser>
            {(product, id) =>
              id === null ? (
                <Typography color="text.secondary">{t('documents.chooseFirst')}</Typography>
              ) : product === null ? (
                <Alert severity="warning" data-testid="product-not-found">
                  {t('products.notFound')}
                </Alert>
              ) : (
                <DocumentList key={id} idProducto={id} />
              )
            }
          </ProductChooser>
        </Stack>
      </Paper>
    </Stack>
  );
}
