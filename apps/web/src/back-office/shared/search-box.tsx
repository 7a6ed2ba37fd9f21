import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STAFF_SEARCH_MAX_LENGTH } from '@vo/domain/back-office/back-office-config';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * A list's search (the server matches it): typed, then sent with the button or Enter, so a list of a million rows
 * is not asked again at every key.
 */
export function SearchBox({
  label,
  onSearch,
  testId,
}: {
  label: string;
  onSearch: (text: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search" sx={{ minWidth: 0 }}>
      <TextField
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ minWidth: 0, flex: 1 }}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: STAFF_SEARCH_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 44 }} data-testid={`${testId}-submit`}>
        {t('backOffice.search')}
      </Button>
    </Stack>
  );
}
