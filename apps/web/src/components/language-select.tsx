import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LANGUAGES, type Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/language';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * en / es / pt selector; what a change means (local only, or a server call) is up to the caller.
 * A native select: phones show their own picker, and it keeps the menu/popover code out of the login page.
 */
export function LanguageSelect({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 112 }}>
      <InputLabel htmlFor={id} shrink>
        {t('menu.language')}
      </InputLabel>
      <NativeSelect
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
        input={<OutlinedInput label={t('menu.language')} notched />}
        inputProps={{ id, name: 'lenguaje', 'data-testid': 'language-select' } as Record<string, string>}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
