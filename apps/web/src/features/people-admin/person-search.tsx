import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageNav, TableRegion } from '../../back-office/shared/index.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePeopleSearch } from './people-admin-api.ts';
import { PersonStateChips } from './person-state-chips.tsx';

/** Find a person by document, name, e-mail or phone: the server searches and pages (docs/decisions/0038). */
export function PersonSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const buscar = params.get('buscar') ?? '';
  const pagina = Number(params.get('pagina') ?? '1') || 1;
  const [typed, setTyped] = useState(buscar);
  const people = usePeopleSearch(buscar, pagina);

  const go = (text: string, page: number) =>
    setParams(
      Object.fromEntries(
        Object.entries({ buscar: text, pagina: page > 1 ? String(page) : '' }).filter(([, value]) => value),
      ),
    );
  function submit(event: FormEvent) {
    event.preventDefault();
    go(typed.trim(), 1);
  }

  const data = people.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('adminPeople.title')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} role="search">
        <TextField
          label={t('adminPeople.searchLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'people-search', maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ minHeight: 44, minWidth: 120 }}
          data-testid="people-search-submit"
        >
          {t('adminPeople.search')}
        </Button>
      </Stack>
      {people.isPending && <PageSpinner />}
      {people.isError && <Alert severity="error">{t('adminPeople.loadFailed')}</Alert>}
      {data && (
        <>
          <Typography color="text.secondary" data-testid="people-total">
            {data.totalLimitado
              ? t('adminPeople.totalCapped', { count: data.total })
              : t('adminPeople.total', { count: data.total })}
          </Typography>
          {data.filas.length === 0 ? (
            <Typography>{t('adminPeople.noResults')}</Typography>
          ) : (
            <TableRegion label={t('adminPeople.title')}>
              <Table size="small" sx={{ minWidth: 640 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('adminPeople.col.ci')}</TableCell>
                    <TableCell>{t('adminPeople.col.name')}</TableCell>
                    <TableCell>{t('adminPeople.col.email')}</TableCell>
                    <TableCell>{t('adminPeople.col.phone')}</TableCell>
                    <TableCell>{t('adminPeople.col.role')}</TableCell>
                    <TableCell>{t('adminPeople.col.state')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.filas.map((person) => (
                    <TableRow key={person.idPersona} hover data-testid={`person-row-${person.ci}`}>
                      <TableCell>
                        <Link to={String(person.idPersona)} data-testid={`person-open-${person.ci}`}>
                          {person.ci}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Link to={String(person.idPersona)}>{person.nombre}</Link>
                      </TableCell>
                      <TableCell>{person.correo ?? '—'}</TableCell>
                      <TableCell>{person.telefono ?? '—'}</TableCell>
                      <TableCell>{t(`adminPeople.role.${person.rol}`)}</TableCell>
                      <TableCell>
                        <PersonStateChips person={person} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
          )}
          <PageNav page={pagina} list={data} onPage={(next) => go(buscar, next)} testId="people" />
        </>
      )}
    </Stack>
  );
}
