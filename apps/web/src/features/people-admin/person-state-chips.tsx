import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { PersonRowWire } from '@vo/domain/people/people.wire';
import { useTranslation } from '../../lib/use-translation.ts';

/** Whether the person may sign in, and whether wrong passwords locked their login. */
export function PersonStateChips({ person }: { person: Pick<PersonRowWire, 'habilitado' | 'bloqueado'> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={person.habilitado ? 'success' : 'default'}
        label={t(person.habilitado ? 'adminPeople.state.enabled' : 'adminPeople.state.disabled')}
      />
      {person.bloqueado && <Chip size="small" color="warning" label={t('adminPeople.state.locked')} />}
    </Stack>
  );
}
