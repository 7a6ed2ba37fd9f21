/**
 * The cabin page on a phone (docs/decisions/0047): the stay bar that stays in view and the confirmation
 * screen after a booking. Part of the leisure messages (en-leisure.ts spreads it); es and pt hold the same keys.
 */
export const enCabinStay = {
  'cabinStay.pickArrival': 'Tap the night you arrive on the calendar.',
  'cabinStay.range': '{{arrival}} → {{departure}}',
  'cabinStay.nights': '{{count}} nights',
  'cabinStay.nights_one': '{{count}} night',
  'cabinStay.reserveFor': 'Reserve · {{total}}',
  'cabinBooked.title': 'Your cabin is reserved',
  'cabinBooked.titleDesk': 'Cabin reserved for {{name}}',
  'cabinBooked.code': 'Booking code',
  'cabinBooked.codeHint': 'Show it with your ID card at the park’s reception.',
  'cabinBooked.where': 'Where',
  'cabinBooked.when': 'When',
  'cabinBooked.total': 'Total',
  'cabinBooked.howPaid': 'How it is paid',
  'cabinBooked.payAtPark':
    'Nothing is charged now. You pay {{total}} at the park’s reception when you arrive: cash, card or QR.',
  'cabinBooked.cancelRule': 'You may cancel it from your reservations until 48 hours before the arrival day.',
  'cabinBooked.sent': 'The confirmation is also in your notifications, and on its way to your e-mail or phone.',
  'cabinBooked.sentDesk': 'The customer receives the confirmation in their notifications and by e-mail or SMS.',
  'cabinBooked.done': 'See my reservations',
  'cabinBooked.doneDesk': 'See their reservations',
  'cabinBooked.another': 'Reserve another cabin',
  'cabinsPage.bookingCode': 'Code {{code}}',
};

export type CabinStayCatalogue = Record<keyof typeof enCabinStay, string>;
