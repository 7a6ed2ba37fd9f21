import TextField from '@mui/material/TextField';
import { LANGUAGES, type Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { useTranslation } from 'react-i18next';

/**
 * en / es / pt selector; what a change means (local only, or a server call) is up to the caller.
 * A native select: phones show their own picker, and it keeps the menu/popover code out of the login page.
 */
export function LanguageSelect({ onChange, dense }: { onChange: (language: Language) => void; dense?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('menu.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) onChange(event.target.value);
      }}
      sx={{ minWidth: dense ? 110 : 140 }}
      slotProps={{
        select: { native: true },
        htmlInput: { name: 'lenguaje', 'data-testid': 'language-select' },
        inputLabel: { shrink: true },
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </TextField>
  );
}
