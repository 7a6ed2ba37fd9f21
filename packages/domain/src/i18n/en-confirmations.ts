/**
 * What a confirmation says (docs/decisions/0026): the e-mail, SMS and portal notification sent when a payment,
 * a pre-reservation, a reservation, a purchase, a cabin booking or a subscription charge is done. The server
 * writes them; the web never shows these keys itself (the notification keeps the words), so it loads none.
 * es-confirmations and pt-confirmations hold exactly these keys (the compiler checks).
 */
export const enConfirmations = {
  'confirmations.payment.title': 'Payment received',
  'confirmations.payment.text':
    'We received your payment of {{amount}} for {{product}}. Receipt number: {{reference}}.',
  'confirmations.subscription.title': 'Subscription charged',
  'confirmations.subscription.text':
    'Your subscription {{product}} was charged {{amount}}. Receipt number: {{reference}}.',
  'confirmations.prereservation.title': 'Pre-reservation registered',
  'confirmations.prereservation.text':
    '{{product}} is pre-reserved for you at {{amount}}. Pre-reservation number: {{reference}}.',
  'confirmations.reservation.title': 'Reservation confirmed',
  'confirmations.reservation.text':
    '{{product}} is now reserved for you at {{amount}}. Pre-reservation number: {{reference}}.',
  'confirmations.purchase.title': 'Purchase registered',
  'confirmations.purchase.text':
    'Your purchase of {{product}} for {{amount}} is registered. Contract number: {{reference}}.',
  'confirmations.cabin.title': 'Cabin booked',
  'confirmations.cabin.text': 'Your stay {{product}} is booked for {{amount}}. Reservation number: {{reference}}.',
  'confirmations.refund.title': 'Refund sent',
  'confirmations.refund.text':
    '{{amount}} of your payment {{reference}} for {{product}} was given back to the card, code or wallet you paid with.',
  'confirmations.refundOwed.title': 'Refund on its way',
  'confirmations.refundOwed.text':
    'We owe you {{amount}} of your payment {{reference}} for {{product}}: your bank will receive it as a transfer to the account that paid.',
  'confirmations.mailClosing':
    'You can see it at any time in your Virtual Office. This message was sent automatically: please do not reply to it.',
  // Reminders before the due date and nudges after it (docs/decisions/0063)
  'reminders.sweepRun': 'Reminders: {{sent}} sent.',
  'reminders.sweepQuiet': 'Nothing sent: that instant is in the quiet hours (21:00–08:00 La Paz).',
  'reminders.sweepInstantInvalid':
    'Give the instant as an ISO date-time with its offset, e.g. 2026-12-08T10:00:00-04:00.',
  'reminders.before.title': 'Payment reminder',
  'reminders.before.text':
    'Instalment {{number}} of {{product}}, {{amount}}, falls due on {{date}}. You can pay it now in your Virtual Office.',
  'reminders.today.title': 'Your instalment is due today',
  'reminders.today.text':
    'Instalment {{number}} of {{product}}, {{amount}}, is due today, {{date}}. You can pay it now in your Virtual Office.',
  'reminders.overdue.title': 'Instalment overdue',
  'reminders.overdue.text':
    'Instalment {{number}} of {{product}}, {{amount}}, was due on {{date}} and is still unpaid. Pay it now to keep your product current.',
  'reminders.payLink': 'Pay it here: {{link}}',
  'reminders.mailClosing':
    'You can turn these reminders off in your profile. This message was sent automatically: please do not reply to it.',
} as const;

export type ConfirmationsMessageKey = keyof typeof enConfirmations;
export type ConfirmationsCatalogue = Record<ConfirmationsMessageKey, string>;
