import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { WEB_PORTAL_AGENT } from '@vo/domain/config';
import { adminPaymentStateWire } from '@vo/domain/payments/payments-admin.wire';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TableRegion, useStaffSession } from '../../back-office/shared/index.ts';
import { Amount } from '../../components/amount.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { auditTrailCells } from './audit-trail-cells.tsx';
import { usePerson } from './people-admin-api.ts';
import { PersonActDialog, type PersonActKind } from './person-act-dialog.tsx';
import { PersonStateChips } from './person-state-chips.tsx';

/** One table of the detail, scrolling sideways on a narrow screen; "nothing to show" when empty. */
function Section({
  title,
  testId,
  head,
  rows,
  amountColumn,
}: {
  title: string;
  testId: string;
  head: string[];
  rows: ReactNode[][];
  /** the column of amounts: right-aligned, so figures line up under each other */
  amountColumn?: number;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('adminPeople.none')}</Typography>
        ) : (
          <TableRegion label={title}>
            <Table size="small" sx={{ minWidth: 520 }}>
              <TableHead>
                <TableRow>
                  {head.map((label, j) => (
                    <TableCell key={label} align={j === amountColumn ? 'right' : 'left'}>
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((cells, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in server order
                  <TableRow key={i}>
                    {cells.map((cell, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                      <TableCell key={j} align={j === amountColumn ? 'right' : 'left'}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        )}
      </CardContent>
    </Card>
  );
}

/** A person's whole account for the staff, and the acts on their access the role allows (docs/decisions/0038). */
export function PersonDetail() {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const { id } = useParams();
  const [act, setAct] = useState<PersonActKind | null>(null);
  const detail = usePerson(String(id));
  const when = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : t('adminPeople.never'));
  const back = (
    <Button
      component={Link}
      to=".."
      relative="path"
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      data-testid="person-back"
    >
      {t('adminPeople.back')}
    </Button>
  );
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{t('adminPeople.loadFailed')}</Alert>
      </Stack>
    );
  const data = detail.data;
  const person = data.perfil;
  const currencyOfPayment = (paymentId: number) => data.pagos.find((one) => one.idPago === paymentId)?.moneda;
  const mayAct = session !== null && staffMay(session.role, 'people.act');
  const acts: PersonActKind[] = [
    'endSessions',
    'signOutDevices',
    person.habilitado ? 'disable' : 'enable',
    ...(person.bloqueado ? (['unlock'] as const) : []),
    'sendRecoveryCode',
  ];
  return (
    <Stack spacing={2} data-testid="person-detail">
      {back}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" data-testid="person-name">
            {person.nombre}
          </Typography>
          <Typography color="text.secondary">
            {t('adminPeople.col.ci')}: {person.ci} · {t(`adminPeople.role.${person.rol}`)}
          </Typography>
          <Typography>
            {t('adminPeople.col.email')}: {person.correo ?? '—'} · {t('adminPeople.col.phone')}:{' '}
            {person.telefono ?? '—'}
          </Typography>
          <Typography>
            {t('adminPeople.lastLogin')}: {when(person.ultimoIngreso)} · {t('adminPeople.createdAt')}:{' '}
            {when(person.creado)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <PersonStateChips person={person} />
            {person.bloqueadoHasta && (
              <Typography variant="body2">
                {t('adminPeople.lockedUntil', { date: when(person.bloqueadoHasta) })}
              </Typography>
            )}
          </Stack>
          {mayAct && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
              {acts.map((kind) => (
                <Button
                  key={kind}
                  variant="outlined"
                  color={kind === 'disable' ? 'error' : 'primary'}
                  onClick={() => setAct(kind)}
                  sx={{ minHeight: 44 }}
                  data-testid={`person-act-${kind}`}
                >
                  {t(`adminPeople.act.${kind}`)}
                </Button>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Section
        title={t('adminPeople.products')}
        testId="person-products"
        amountColumn={1}
        head={[
          t('adminPeople.col.product'),
          t('adminPeople.col.debt'),
          t('adminPeople.col.state'),
          t('adminPeople.col.contract'),
        ]}
        // The money first after what it is: on a phone the last columns scroll out of view.
        rows={data.productos.map((product) => [
          product.nombre,
          <Amount key="debt" value={product.deuda} currency={product.moneda} />,
          t(`adminPeople.product.${product.estado}`),
          product.contrato,
        ])}
      />
      <Section
        title={t('adminPeople.payments')}
        testId="person-payments"
        amountColumn={1}
        head={[
          t('adminPeople.col.date'),
          t('adminPeople.col.amount'),
          t('adminPeople.col.method'),
          t('adminPeople.col.state'),
          t('adminPeople.col.receipt'),
        ]}
        rows={data.pagos.map((payment) => [
          when(payment.fecha),
          <Amount key="amount" value={payment.monto} currency={payment.moneda} />,
          t(`adminMoney.method.${payment.metodo}`),
          t(`adminMoney.state.${adminPaymentStateWire(payment.estado)}`),
          payment.recibo ?? '—',
        ])}
      />
      <Section
        title={t('adminPeople.sessions')}
        testId="person-sessions"
        head={[
          t('adminPeople.col.device'),
          t('adminPeople.col.agent'),
          t('adminPeople.col.created'),
          t('adminPeople.col.lastSeen'),
        ]}
        rows={data.sesiones.map((row) => [
          row.dispositivo || '—',
          row.agente === String(WEB_PORTAL_AGENT)
            ? t('adminPeople.agent.web')
            : t('adminPeople.agent.other', { agent: row.agente }),
          when(row.creada),
          when(row.ultimaActividad),
        ])}
      />
      <Section
        title={t('adminPeople.devices')}
        testId="person-devices"
        head={[
          t('adminPeople.col.kind'),
          t('adminPeople.col.device'),
          t('adminPeople.col.created'),
          t('adminPeople.col.lastSeen'),
        ]}
        rows={[
          ...data.llaves.map((key) => [
            key.revocada ? `${t('adminPeople.deviceKey')} (${t('adminPeople.revoked')})` : t('adminPeople.deviceKey'),
            key.dispositivo,
            when(key.creada),
            key.ultimoUso ? when(key.ultimoUso) : '—',
          ]),
          ...data.tokensPush.map((token) => [
            t('adminPeople.pushToken'),
            token.imei || '—',
            '—',
            when(token.actualizado),
          ]),
        ]}
      />
      <Section
        title={t('adminPeople.procedures')}
        testId="person-procedures"
        head={['#', t('adminPeople.col.kind'), t('adminPeople.col.state'), t('adminPeople.col.date')]}
        rows={data.tramites.map((row) => [
          row.idTramite,
          t(`adminProcedures.kind.${row.tipo}`),
          t(`adminProcedures.state.${row.estado}`),
          when(row.actualizado),
        ])}
      />
      <Section
        title={t('adminPeople.trail')}
        testId="person-trail"
        head={[
          t('adminPeople.col.date'),
          t('adminPeople.col.action'),
          t('adminPeople.col.staff'),
          t('adminPeople.col.detail'),
        ]}
        rows={data.auditoria.map((entry) => [
          when(entry.fecha),
          ...auditTrailCells(entry, { t, language: i18n.language, currencyOfPayment }),
        ])}
      />
      {act && (
        <PersonActDialog
          act={act}
          detail={data}
          onClose={() => setAct(null)}
          onDone={() => {
            setAct(null);
            void detail.refetch();
          }}
        />
      )}
    </Stack>
  );
}
