import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Setting } from './configuration-admin-api.ts';
import { editableText, valueJson } from './setting-value.ts';

interface Props {
  setting: Setting;
  /** The companies by number: a list of companies is typed by number, and the dialog says which is which. */
  companies: ReadonlyMap<number, string> | undefined;
  onCancel: () => void;
  /** Answers the server's refusal (message and field), or null once saved. */
  onSave: (valor: string, motivo: string) => Promise<{ field: string; message: string } | null>;
}

/** Changes one setting: its new value and the reason, each refusal shown under its field. */
export function SettingDialog({ setting, companies, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => editableText(setting.tipo, setting.valor));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t(`adminConfiguration.setting.${setting.nombre}`);
  const multiline = setting.tipo === 'blackouts' || setting.tipo === 'text';
  const byNumber = [...(companies ?? new Map<number, string>())].map(([id, name]) => `${id} ${name}`).join(' · ');
  const typesCompanies = (setting.tipo === 'companies' || setting.tipo === 'blackouts') && byNumber !== '';

  async function save() {
    setBusy(true);
    setError(await onSave(valueJson(setting.tipo, text), reason).finally(() => setBusy(false)));
  }

  return (
    <ResponsiveDialog onClose={onCancel} titleId="setting-dialog-title" testId="setting-dialog">
      <DialogTitle id="setting-dialog-title">{label}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="setting-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {setting.tipo === 'flag' ? (
            <FormControlLabel
              control={
                <Switch
                  checked={text === 'true'}
                  onChange={(event) => setText(String(event.target.checked))}
                  slotProps={{ input: { 'data-testid': 'setting-switch' } as Record<string, string> }}
                />
              }
              label={text === 'true' ? t('adminConfiguration.on') : t('adminConfiguration.off')}
            />
          ) : (
            <TextField
              label={t('adminConfiguration.newValue')}
              name="valor"
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              error={error?.field === 'valor'}
              helperText={
                error?.field === 'valor' ? (
                  error.message
                ) : setting.tipo === 'blackouts' || typesCompanies ? (
                  <>
                    {setting.tipo === 'blackouts' ? t('adminConfiguration.blackoutsHint') : null}
                    {setting.tipo === 'blackouts' && typesCompanies ? <br /> : null}
                    {typesCompanies ? t('adminConfiguration.companiesHint', { companies: byNumber }) : null}
                  </>
                ) : undefined
              }
              slotProps={{ htmlInput: { 'data-testid': 'setting-value' } }}
            />
          )}
          <TextField
            label={t('backOffice.reason')}
            name="motivo"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error?.field === 'motivo'}
            helperText={error?.field === 'motivo' ? error.message : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'reason-field' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('backOffice.cancel')}
        </Button>
        <Button
          type="submit"
          form="setting-form"
          variant="contained"
          disabled={busy}
          sx={{ minHeight: 44 }}
          data-testid="reason-confirm"
        >
          {t('adminConfiguration.save')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
