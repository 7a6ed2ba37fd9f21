import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FriendRequest } from '@vo/domain/payments/payments.schemas';
import { useEffect, useRef, useState } from 'react';
import { DetailLine } from '../../components/detail-line.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { friendPaymentLink } from '../products/index.ts';

type Copied = 'idle' | 'copied' | 'manual';

/** The code just made: what to tell the friend, the link to send, and until when it can be paid. */
export function FriendCodeView({ request, onAnother }: { request: FriendRequest; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const [copied, setCopied] = useState<Copied>('idle');
  const linkInput = useRef<HTMLInputElement>(null);
  const shown = useRef<HTMLDivElement>(null);
  const link = friendPaymentLink(window.location.origin, request.codigo);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    shown.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      // No clipboard (a web view, plain http): the link is selected for the person to copy it.
      linkInput.current?.select();
      setCopied('manual');
    }
  };

  const share = async () => {
    const text = t('payments.friendShareText', { amount: amount(request.monto, request.moneda), code: request.codigo });
    try {
      await navigator.share({ title: t('payments.friendShareTitle'), text, url: link });
    } catch {
      // Closing the share sheet is not an error worth telling.
    }
  };

  return (
    <Stack ref={shown} spacing={2} data-testid="friend-created">
      <Alert severity="success">{t('payments.friendCreated')}</Alert>
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {t('payments.friendCode')}
        </Typography>
        <Typography
          data-testid="friend-code"
          sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.15em' }}
        >
          {request.codigo}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <DetailLine
          label={t('payments.friendAmount')}
          value={amount(request.monto, request.moneda)}
          testId="friend-amount"
        />
        <DetailLine
          label={t('payments.friendExpires')}
          value={formatInstant(request.expira, i18n.language)}
          testId="friend-expiry"
        />
      </Box>
      <TextInput
        label={t('payments.friendLink')}
        name="friendLink"
        value={link}
        onChange={() => {}}
        inputRef={linkInput}
        readOnly
        inputProps={{ 'data-testid': 'friend-link', onFocus: (event) => event.currentTarget.select() }}
        helperText={
          copied === 'copied'
            ? t('payments.friendLinkCopied')
            : copied === 'manual'
              ? t('payments.friendCopyManual')
              : undefined
        }
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={copy} data-testid="friend-copy">
          {t('payments.friendCopy')}
        </Button>
        {canShare ? (
          <Button variant="outlined" onClick={share} data-testid="friend-share">
            {t('payments.friendShare')}
          </Button>
        ) : null}
        <Button variant="text" onClick={onAnother} data-testid="friend-new">
          {t('payments.friendAnother')}
        </Button>
      </Stack>
    </Stack>
  );
}
