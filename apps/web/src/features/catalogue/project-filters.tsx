import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { type FormEvent, useState } from 'react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ProjectFilters } from './catalogue-api.ts';

interface Props {
  applied: ProjectFilters;
  zones: readonly string[];
  /** A refusal of the server about one filter (data.campo), shown under it. */
  fieldError: { field: string; message: string } | null;
  onApply: (filters: ProjectFilters) => void;
  /** inside the phone's sheet: no card of its own, one field to a row */
  flat?: boolean;
}

/** Spec §2 filter-based variant of /proyectos: zone, complex type, initial fee, monthly fee, free lots. */
export function ProjectFiltersForm({ applied, zones, fieldError, onApply, flat = false }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProjectFilters>(applied);
  const set = (name: keyof ProjectFilters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, pagina: '1' });
  };
  return (
    <Paper
      elevation={0}
      sx={{ p: 2, ...(flat ? { boxShadow: 'none', border: 0, borderRadius: 0 } : {}) }}
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="project-filters"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <ChoiceSelect
          label={t('projects.zone')}
          value={draft.zona ?? ''}
          onChange={set('zona')}
          options={[['', t('projects.anyZone')], ...zones.map((z): [string, string] => [z, z])]}
          name="filter-zone"
        />
        <ChoiceSelect
          label={t('projects.complexType')}
          value={draft.tipoComplejo ?? ''}
          onChange={set('tipoComplejo')}
          options={[
            ['', t('projects.anyComplex')],
            ['abierto', t('projects.complex.abierto')],
            ['cerrado', t('projects.complex.cerrado')],
          ]}
          name="filter-complex"
        />
        <TextInput
          label={t('projects.initialMax')}
          name="cuotaInicialMax"
          value={draft.cuotaInicialMax ?? ''}
          onChange={(event) => set('cuotaInicialMax')(event.target.value)}
          error={Boolean(errorOf('cuotaInicialMax'))}
          helperText={errorOf('cuotaInicialMax')}
          inputProps={{ inputMode: 'decimal', maxLength: 12, 'data-testid': 'filter-initial' }}
          autoComplete="off"
        />
        <TextInput
          label={t('projects.monthlyMax')}
          name="cuotaMensualMax"
          value={draft.cuotaMensualMax ?? ''}
          onChange={(event) => set('cuotaMensualMax')(event.target.value)}
          error={Boolean(errorOf('cuotaMensualMax'))}
          helperText={errorOf('cuotaMensualMax')}
          inputProps={{ inputMode: 'decimal', maxLength: 12, 'data-testid': 'filter-monthly' }}
          autoComplete="off"
        />
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 1 }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.conLotesLibres === '1'}
              onChange={(event) => set('conLotesLibres')(event.target.checked ? '1' : '')}
            />
          }
          label={t('projects.onlyFree')}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('projects.clear')}
          </Button>
          <Button type="submit" variant="contained" data-testid="filter-apply">
            {t('projects.apply')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
