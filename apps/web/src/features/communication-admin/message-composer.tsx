import { Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  MESSAGE_AUDIENCES,
  MESSAGE_KINDS,
  MESSAGE_ROLES,
  type MessageAudience,
  type MessageRole,
} from '@vo/domain/communication/communication.wire';
import {
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
} from '@vo/domain/notifications/notification-config';
import { useState } from 'react';
import { ApiFailure } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { sendMessage, useMessageCompanies } from './communication-admin-api.ts';

/** A notice or a promotion to one person, a role, a company's customers or everyone; pushed live to open portals. */
export function MessageComposer() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<(typeof MESSAGE_KINDS)[number]>('aviso');
  const [audience, setAudience] = useState<MessageAudience>('persona');
  const [ci, setCi] = useState('');
  const [role, setRole] = useState<MessageRole>('clientes');
  const [company, setCompany] = useState<number | ''>('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);

  const companies = useMessageCompanies(audience === 'empresa');

  const send = useMutation({
    mutationFn: () => {
      const body = {
        tipo: kind,
        destino: audience,
        titulo: title,
        texto: text,
        ...(audience === 'persona' ? { ci } : {}),
        ...(audience === 'rol' ? { rol: role } : {}),
        ...(audience === 'empresa' && company !== '' ? { empresa: company } : {}),
      };
      return sendMessage(body);
    },
    onSuccess: (answer) => {
      setFieldError(null);
      setTitle('');
      setText('');
      showToast('success', t('adminCommunication.sent', { count: answer.alcanzados }));
    },
    onError: (error) => {
      if (error instanceof ApiFailure) {
        const field = (error.envelope.data as { campo?: string } | null)?.campo ?? 'titulo';
        setFieldError({ field, message: error.envelope.message ?? '' });
      }
    },
  });

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const input = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <TextField
            select
            label={t('adminCommunication.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
            error={Boolean(errorOf('tipo'))}
            helperText={errorOf('tipo')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-kind' } as object } }}
          >
            {MESSAGE_KINDS.map((value) => (
              <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
                {t(`adminCommunication.kind.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('adminCommunication.audience')}
            value={audience}
            onChange={(event) => setAudience(event.target.value as MessageAudience)}
            error={Boolean(errorOf('destino'))}
            helperText={errorOf('destino')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-audience' } as object } }}
          >
            {MESSAGE_AUDIENCES.map((value) => (
              <MenuItem key={value} value={value} sx={{ minHeight: 44 }} data-testid={`message-audience-${value}`}>
                {t(`adminCommunication.audience.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {audience === 'persona' && (
            <TextField
              label={t('adminCommunication.documentNumber')}
              value={ci}
              onChange={(event) => setCi(event.target.value)}
              error={Boolean(errorOf('ci'))}
              helperText={errorOf('ci')}
              slotProps={input('message-ci')}
            />
          )}
          {audience === 'rol' && (
            <TextField
              select
              label={t('adminCommunication.role')}
              value={role}
              onChange={(event) => setRole(event.target.value as MessageRole)}
              error={Boolean(errorOf('rol'))}
              helperText={errorOf('rol')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-role' } as object } }}
            >
              {MESSAGE_ROLES.map((value) => (
                <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
                  {t(`adminCommunication.role.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {audience === 'empresa' && (
            <TextField
              select
              label={t('adminCommunication.company')}
              value={company}
              onChange={(event) => setCompany(Number(event.target.value))}
              error={Boolean(errorOf('empresa'))}
              helperText={errorOf('empresa')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-company' } as object } }}
            >
              {(companies.data ?? []).map((row) => (
                <MenuItem key={row.id} value={row.id} sx={{ minHeight: 44 }}>
                  {row.nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('adminCommunication.messageTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(errorOf('titulo'))}
            helperText={errorOf('titulo') ?? `${title.length}/${NOTIFICATION_TITLE_MAX_LENGTH}`}
            slotProps={input('message-title')}
          />
          <TextField
            label={t('adminCommunication.messageText')}
            value={text}
            multiline
            minRows={3}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(errorOf('texto'))}
            helperText={errorOf('texto') ?? `${text.length}/${NOTIFICATION_TEXT_MAX_LENGTH}`}
            slotProps={input('message-text')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            data-testid="message-send"
          >
            {t('adminCommunication.send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
