import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FirstStepNote } from '../../components/first-step-note.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useInvoiceData } from './invoice-api.ts';
import { InvoiceForm } from './invoice-form.tsx';

/**
 * Spec §2 "Invoice-data dialog" and §4 "Invoice form: edit, saved, confirmation, closed". It opens by itself
 * after login when nothing is saved, or when the person asks for it on the profile page.
 */
export default function InvoiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useInvoiceData();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [warningOpen, setWarningOpen] = useState(true);
  // Spec §2: cancel is hidden while nothing has been saved; the dialog then cannot be dismissed either.
  const nothingSaved = !invoice.data || invoice.data.idDatosFactura === 0;
  const cancellable = savedMessage === null && (invoice.isError || !nothingSaved);

  return (
    <ResponsiveDialog
      onClose={cancellable ? onClose : undefined}
      titleId="invoice-dialog-title"
      testId="invoice-dialog"
    >
      <DialogTitle id="invoice-dialog-title">
        {savedMessage === null ? t('invoice.title') : t('invoice.registeredTitle')}
      </DialogTitle>
      <FirstStepNote />
      {savedMessage !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="invoice-confirmation">
              {savedMessage}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="invoice-accept">
              {t('invoice.accept')}
            </Button>
          </DialogActions>
        </>
      ) : invoice.data ? (
        <InvoiceForm initial={invoice.data} onCancel={cancellable ? onClose : undefined} onSaved={setSavedMessage}>
          <Alert severity="success" variant="filled" data-testid="invoice-banner">
            {t('invoice.banner')}
          </Alert>
          {warningOpen ? (
            <Alert severity="warning" onClose={() => setWarningOpen(false)} data-testid="invoice-warning">
              {t('invoice.info')}
            </Alert>
          ) : null}
        </InvoiceForm>
      ) : invoice.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('platform.loadError')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="invoice-cancel">
              {t('invoice.cancel')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <PageSpinner />
      )}
    </ResponsiveDialog>
  );
}
