import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '@vo/domain/config';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { findAdviser } from './rooms-api.ts';

/** An adviser's document, with their name under it once the server knows it (spec §5 "ID must belong to an adviser"). */
export function AdviserField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { t } = useTranslation();
  const typed = useDebounced(String(useWatch({ control, name }) ?? '').trim(), 400);
  const adviser = useQuery({
    queryKey: ['rooms', 'adviser', typed],
    queryFn: () => findAdviser(typed),
    enabled: /^[0-9A-Za-z-]{4,20}$/.test(typed),
    staleTime: 60_000,
  });
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      autoComplete="off"
      inputProps={{ inputMode: 'numeric', maxLength: DOCUMENT_NUMBER_MAX_LENGTH }}
      helperText={adviser.data ? t('rooms.create.adviserFound', { name: adviser.data.nombre }) : undefined}
    />
  );
}
