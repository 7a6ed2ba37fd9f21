import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { useState } from 'react';
import { PageNav, useStaffSession } from '../../back-office/shared/index.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  type Setting,
  useChangeSetting,
  useCompanyNames,
  useSettings,
  useSettingsHistory,
} from './configuration-admin-api.ts';
import { SettingDialog } from './setting-dialog.tsx';
import { shownValue, type ValueWords } from './setting-value.ts';
import { StaffMembers } from './staff-members.tsx';

/**
 * /admin/configuracion (docs/decisions/0039): every flag and limit of spec §9 with the value in force,
 * the spec's value and who changed it last; a change asks for a reason; the history below says who, why, when.
 * The staff members follow, with the act that lifts a lock on a member's sign-in (docs/decisions/0042).
 */
export default function ConfigurationPage() {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const history = useSettingsHistory(page);
  const companyNames = useCompanyNames();
  const changeSetting = useChangeSetting();
  const [editing, setEditing] = useState<Setting | null>(null);
  const words: ValueWords = {
    language: i18n.language,
    on: t('adminConfiguration.on'),
    off: t('adminConfiguration.off'),
    company: (id) => companyNames.data?.get(id) ?? t('adminConfiguration.companyNumber', { id }),
    blackout: (companies, from, to) => t('adminConfiguration.blackout', { companies, from, to }),
  };
  // The history names a setting's kind only through the list: a value is read the way its setting's are.
  const kindOf = (name: string) => settings.data?.ajustes.find((one) => one.nombre === name)?.tipo ?? 'text';
  const when = (iso: string) => formatInstant(iso, i18n.language);

  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;

  async function save(setting: Setting, valor: string, motivo: string) {
    const answer = await changeSetting(setting.nombre, valor, motivo);
    if (answer.status !== 0) {
      const field = (answer.data as { campo?: string } | undefined)?.campo ?? 'motivo';
      return { field, message: answer.message ?? t('platform.tryAgain') };
    }
    setEditing(null);
    showToast('success', t('adminConfiguration.saved'));
    return null;
  }

  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h5">
          {t('adminConfiguration.title')}
        </Typography>
        <Typography color="text.secondary">{t('adminConfiguration.lead')}</Typography>
      </div>
      <Paper>
        <List data-testid="settings-list">
          {settings.data.ajustes.map((setting) => (
            <ListItem
              key={setting.nombre}
              divider
              data-testid={`setting-${setting.nombre}`}
              secondaryAction={
                <Button
                  onClick={() => setEditing(setting)}
                  sx={{ minHeight: 44 }}
                  data-testid={`setting-edit-${setting.nombre}`}
                >
                  {t('adminConfiguration.edit')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{t(`adminConfiguration.setting.${setting.nombre}`)}</span>
                    <Chip
                      size="small"
                      color={setting.valor === setting.porDefecto ? 'default' : 'primary'}
                      label={shownValue(setting.tipo, setting.valor, words)}
                      data-testid={`setting-value-${setting.nombre}`}
                      // A value that names companies and dates is long: it wraps inside the chip on a phone.
                      sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                    />
                  </Stack>
                }
                secondary={
                  setting.cambiadoEn
                    ? t('adminConfiguration.changedBy', {
                        who: setting.cambiadoPor ?? '',
                        when: when(setting.cambiadoEn),
                      })
                    : t('adminConfiguration.default', { value: shownValue(setting.tipo, setting.porDefecto, words) })
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {session !== null && staffMay(session.role, 'staff.act') ? <StaffMembers /> : null}
      <section aria-labelledby="settings-history-title">
        <Typography id="settings-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('adminConfiguration.history')}
        </Typography>
        {history.data && history.data.filas.length === 0 ? (
          <Alert severity="info">{t('adminConfiguration.noHistory')}</Alert>
        ) : null}
        <List data-testid="settings-history">
          {history.data?.filas.map((row) => (
            <ListItem key={`${row.cuando}-${row.nombre}-${row.despues}`} divider>
              <ListItemText
                primary={t('adminConfiguration.historyChange', {
                  setting: t(`adminConfiguration.setting.${row.nombre}`),
                  before: shownValue(kindOf(row.nombre), row.antes, words),
                  after: shownValue(kindOf(row.nombre), row.despues, words),
                })}
                secondary={`${row.quien} · ${when(row.cuando)} · ${row.motivo}`}
              />
            </ListItem>
          ))}
        </List>
        <PageNav page={page} list={history.data} onPage={setPage} testId="settings-history" />
      </section>
      {editing ? (
        <SettingDialog
          setting={editing}
          companies={companyNames.data}
          onCancel={() => setEditing(null)}
          onSave={(valor, motivo) => save(editing, valor, motivo)}
        />
      ) : null}
    </Stack>
  );
}
