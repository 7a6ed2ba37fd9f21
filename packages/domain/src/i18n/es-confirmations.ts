import type { ConfirmationsCatalogue } from './en-confirmations.ts';

export const esConfirmations: ConfirmationsCatalogue = {
  'confirmations.payment.title': 'Pago recibido',
  'confirmations.payment.text': 'Recibimos su pago de {{amount}} para {{product}}. Número de recibo: {{reference}}.',
  'confirmations.subscription.title': 'Suscripción cobrada',
  'confirmations.subscription.text':
    'Se cobró {{amount}} por su suscripción {{product}}. Número de recibo: {{reference}}.',
  'confirmations.prereservation.title': 'Prereserva registrada',
  'confirmations.prereservation.text':
    '{{product}} quedó prereservado a su nombre por {{amount}}. Número de prereserva: {{reference}}.',
  'confirmations.reservation.title': 'Reserva confirmada',
  'confirmations.reservation.text':
    '{{product}} ya está reservado a su nombre por {{amount}}. Número de prereserva: {{reference}}.',
  'confirmations.purchase.title': 'Compra registrada',
  'confirmations.purchase.text':
    'Su compra de {{product}} por {{amount}} quedó registrada. Número de contrato: {{reference}}.',
  'confirmations.cabin.title': 'Cabaña reservada',
  'confirmations.cabin.text':
    'Su estadía en {{product}} está reservada por {{amount}}. Número de reserva: {{reference}}.',
  'confirmations.refund.title': 'Reembolso enviado',
  'confirmations.refund.text':
    'Te devolvimos {{amount}} de tu pago {{reference}} por {{product}} a la tarjeta, código o billetera con que pagaste.',
  'confirmations.refundOwed.title': 'Reembolso en camino',
  'confirmations.refundOwed.text':
    'Te debemos {{amount}} de tu pago {{reference}} por {{product}}: tu banco lo recibirá como una transferencia a la cuenta que pagó.',
  'confirmations.mailClosing':
    'Puede verlo en cualquier momento en su Oficina Virtual. Este mensaje se envió automáticamente: por favor no lo responda.',
  // Recordatorios antes del vencimiento y avisos después (docs/decisions/0063)
  'reminders.sweepRun': 'Recordatorios: {{sent}} enviados.',
  'reminders.sweepQuiet': 'Nada enviado: ese instante está en las horas de silencio (21:00–08:00 La Paz).',
  'reminders.sweepInstantInvalid':
    'Indique el instante como fecha y hora ISO con su desfase, p. ej. 2026-12-08T10:00:00-04:00.',
  'reminders.before.title': 'Recordatorio de pago',
  'reminders.before.text':
    'La cuota {{number}} de {{product}}, {{amount}}, vence el {{date}}. Puede pagarla ahora en su Oficina Virtual.',
  'reminders.today.title': 'Su cuota vence hoy',
  'reminders.today.text':
    'La cuota {{number}} de {{product}}, {{amount}}, vence hoy, {{date}}. Puede pagarla ahora en su Oficina Virtual.',
  'reminders.overdue.title': 'Cuota vencida',
  'reminders.overdue.text':
    'La cuota {{number}} de {{product}}, {{amount}}, venció el {{date}} y sigue impaga. Páguela ahora para mantener su producto al día.',
  'reminders.payLink': 'Páguela aquí: {{link}}',
  'reminders.mailClosing':
    'Puede desactivar estos recordatorios en su perfil. Este mensaje se envió automáticamente: por favor no lo responda.',
};
