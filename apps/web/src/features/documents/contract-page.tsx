import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { DOCUMENTS_PATH, ProductChooser, withProduct } from '../products/index.ts';
import { downloadDocument } from './documents-api.ts';

/** The contract of the chosen product, generated from today's data and saved as a PDF. */
function GenerateContract({ idProducto }: { idProducto: number | null }) {
  const { t } = useTranslation();
  const contract = useMutation({
    mutationFn: (id: number) => downloadDocument({ tipo: 'contrato', id }),
  });
  const done = contract.isSuccess && contract.variables === idProducto;
  return (
    <>
      <Button
        variant="contained"
        size="large"
        disabled={idProducto === null || contract.isPending}
        onClick={() => idProducto !== null && contract.mutate(idProducto)}
        data-testid="contract-generate"
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('documents.generateContract')}
      </Button>
      {done && idProducto !== null ? (
        <Alert severity="success" data-testid="contract-generated">
          <Stack spacing={0.5}>
            <span>{t('documents.contractDownloaded', { file: contract.data })}</span>
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
