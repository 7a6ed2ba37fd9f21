import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { useEffect, useState } from 'react';
import { pdfBlobOf, savePdf } from '../lib/download-pdf.ts';
import { isInsideWebView } from '../lib/mobile-bridge.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { CloseIcon } from './icons.tsx';

/**
 * A document read inside the page (docs/decisions/0035): full screen, the browser's own PDF reader in an
 * <object> on a blob URL, with "Download" and a close button. The URL lives as long as the viewer.
 */
export function PdfViewer({ file, onClose }: { file: ReceiptDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(pdfBlobOf(file.pdfBase64));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  const title = file.nombreArchivo || 'document.pdf';
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="pdf-viewer-title" data-testid="pdf-viewer">
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            id="pdf-viewer-title"
            component="h2"
            variant="subtitle1"
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {/* A web view without its host cannot save a blob: there the viewer is all there is. */}
          {isInsideWebView() ? null : (
            <Button variant="outlined" onClick={() => savePdf(file)} data-testid="pdf-viewer-download">
              {t('pdf.download')}
            </Button>
          )}
          <IconButton
            onClick={onClose}
            aria-label={t('pdf.close')}
            data-testid="pdf-viewer-close"
            sx={{ width: 44, height: 44 }}
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {url ? (
          <object
            data={url}
            type="application/pdf"
            aria-label={title}
            data-testid="pdf-viewer-document"
            style={{ flex: 1, width: '100%', border: 0 }}
          >
            <Typography sx={{ p: 2 }}>{t('pdf.cannotShow')}</Typography>
          </object>
        ) : null}
      </Box>
    </Dialog>
  );
}
