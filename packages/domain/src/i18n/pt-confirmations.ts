import type { ConfirmationsCatalogue } from './en-confirmations.ts';

export const ptConfirmations: ConfirmationsCatalogue = {
  'confirmations.payment.title': 'Pagamento recebido',
  'confirmations.payment.text':
    'Recebemos o seu pagamento de {{amount}} para {{product}}. Número do recibo: {{reference}}.',
  'confirmations.subscription.title': 'Assinatura cobrada',
  'confirmations.subscription.text':
    'Foi cobrado {{amount}} pela sua assinatura {{product}}. Número do recibo: {{reference}}.',
  'confirmations.prereservation.title': 'Pré-reserva registrada',
  'confirmations.prereservation.text':
    '{{product}} foi pré-reservado em seu nome por {{amount}}. Número da pré-reserva: {{reference}}.',
  'confirmations.reservation.title': 'Reserva confirmada',
  'confirmations.reservation.text':
    '{{product}} agora está reservado em seu nome por {{amount}}. Número da pré-reserva: {{reference}}.',
  'confirmations.purchase.title': 'Compra registrada',
  'confirmations.purchase.text':
    'A sua compra de {{product}} por {{amount}} foi registrada. Número do contrato: {{reference}}.',
  'confirmations.cabin.title': 'Cabana reservada',
  'confirmations.cabin.text':
    'A sua estadia em {{product}} está reservada por {{amount}}. Número da reserva: {{reference}}.',
  'confirmations.refund.title': 'Reembolso enviado',
  'confirmations.refund.text':
    'Devolvemos {{amount}} do seu pagamento {{reference}} por {{product}} ao cartão, código ou carteira com que você pagou.',
  'confirmations.refundOwed.title': 'Reembolso a caminho',
  'confirmations.refundOwed.text':
    'Devemos a você {{amount}} do seu pagamento {{reference}} por {{product}}: seu banco o receberá como uma transferência para a conta que pagou.',
  'confirmations.mailClosing':
    'Você pode vê-lo a qualquer momento no seu Escritório Virtual. Esta mensagem foi enviada automaticamente: por favor, não responda.',
  // Lembretes antes do vencimento e avisos depois (docs/decisions/0063)
  'reminders.sweepRun': 'Lembretes: {{sent}} enviados.',
  'reminders.sweepQuiet': 'Nada enviado: esse instante está nas horas de silêncio (21:00–08:00 La Paz).',
  'reminders.sweepInstantInvalid':
    'Informe o instante como data e hora ISO com o fuso, p. ex. 2026-12-08T10:00:00-04:00.',
  'reminders.before.title': 'Lembrete de pagamento',
  'reminders.before.text':
    'A parcela {{number}} de {{product}}, {{amount}}, vence em {{date}}. Você pode pagá-la agora no seu Escritório Virtual.',
  'reminders.today.title': 'Sua parcela vence hoje',
  'reminders.today.text':
    'A parcela {{number}} de {{product}}, {{amount}}, vence hoje, {{date}}. Você pode pagá-la agora no seu Escritório Virtual.',
  'reminders.overdue.title': 'Parcela vencida',
  'reminders.overdue.text':
    'A parcela {{number}} de {{product}}, {{amount}}, venceu em {{date}} e continua em aberto. Pague agora para manter seu produto em dia.',
  'reminders.payLink': 'Pague aqui: {{link}}',
  'reminders.mailClosing':
    'Você pode desativar estes lembretes no seu perfil. Esta mensagem foi enviada automaticamente: por favor não responda.',
};
