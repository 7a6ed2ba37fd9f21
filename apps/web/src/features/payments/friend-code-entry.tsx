import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PAYMENT_REQUEST_CODE_LENGTH } from '@vo/domain/payments/payment-config';
import { friendCodeQuerySchema } from '@vo/domain/payments/payments.schemas';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { FRIEND_PAYMENT_PATH } from '../products/index.ts';

interface Values {
  codigo: string;
}

/** /pago-amigo without a code: the person types the one they were given (it is dictated as often as sent). */
export function FriendCodeEntry({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<Values, unknown, Values>({
    resolver: zodResolver(friendCodeQuerySchema) as unknown as Resolver<Values, unknown, Values>,
    mode: 'onTouched',
    defaultValues: { codigo: initial },
  });
  const open = handleSubmit(({ codigo }) => navigate(`${FRIEND_PAYMENT_PATH}/${codigo}`));
  return (
    <RequiredFields schema={friendCodeQuerySchema}>
      <Paper
        component="form"
        elevation={0}
        noValidate
        onSubmit={open}
        sx={{ p: { xs: 2, sm: 3 } }}
        data-testid="friend-code-entry"
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 200px' }}>
            <FormTextField
              control={control}
              name="codigo"
              label={t('payments.friendCode')}
              autoComplete="off"
              inputProps={{
                maxLength: PAYMENT_REQUEST_CODE_LENGTH + 2,
                autoCapitalize: 'characters',
                spellCheck: false,
              }}
            />
          </Box>
          <Button type="submit" variant="contained" size="large" sx={{ mt: '7px' }} data-testid="friend-code-open">
            {t('payments.friendCodeOpen')}
          </Button>
        </Stack>
      </Paper>
    </RequiredFields>
  );
}
