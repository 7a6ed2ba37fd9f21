/**
 * The messages of the leisure side (cabin reservation). The web loads this part only with those pages;
 * es-leisure and pt-leisure hold exactly these keys (the compiler checks).
 */
export const enLeisure = {
  'cabins.parkInvalid': 'Choose a park.',
  'cabins.typeInvalid': 'Choose a kind of cabin.',
  'cabins.datesInvalid': 'Choose an arrival day and a later departure day.',
  'cabins.daysInvalid': 'Ask for 1 to 90 days.',
  'cabins.tooManyNights': 'A stay is at most {{cabinMaxNights}} nights.',
  'cabins.outOfRange': 'Reservations open from tomorrow up to {{cabinDaysAhead}} days ahead.',
  'cabins.overdue':
    'Clients with overdue instalments may not reserve: pay the overdue instalments first (My products).',
  'cabins.idCardMissing': 'A valid ID card is needed to reserve: show yours at customer service.',
  'cabins.idCardExpired':
    'Your ID card will have expired by the end of the stay: renew it and show it at customer service.',
  'cabins.noneFree': 'No cabin of that kind is free for all those nights: try other dates or another kind.',
  'cabins.notFound': 'That reservation does not exist.',
  'cabins.alreadyCancelled': 'That reservation is already cancelled.',
  'cabins.tooLateToCancel': 'Reservations can be cancelled until {{cabinCancelHours}} hours before the arrival day.',
  'cabins.reserved': 'Cabin {{cabin}} reserved from {{arrival}} to {{departure}}.',
  'cabins.cancelled': 'Reservation cancelled: the nights are free again.',
  'cabinsPage.title': 'Cabin reservation',
  'cabinsPage.park': 'Park',
  'cabinsPage.type': 'Kind of cabin',
  'cabinsPage.type.familiar': 'Family (6 people)',
  'cabinsPage.type.pareja': 'Couple (2 people)',
  'cabinsPage.type.grupal': 'Group (10 people)',
  'cabinsPage.perNight': '{{amount}} a night',
  'cabinsPage.arrival': 'Arrival',
  'cabinsPage.departure': 'Departure',
  'cabinsPage.reserve': 'Reserve',
  'cabinsPage.free': '{{count}} free',
  'cabinsPage.full': 'Full',
  'cabinsPage.availability': 'Free cabins per night',
  'cabinsPage.mine': 'My reservations',
  'cabinsPage.none': 'You have no reservations.',
  'cabinsPage.stay': '{{arrival}} → {{departure}} · {{nights}} nights · {{total}}',
  'cabinsPage.cancel': 'Cancel',
  'cabinsPage.state.reservada': 'Reserved',
  'cabinsPage.state.cancelada': 'Cancelled',
  'cabinsPage.cannot': 'You cannot reserve now',
  'cabinsPage.previous': 'Earlier days',
  'cabinsPage.next': 'Later days',
} as const;

export type LeisureMessageKey = keyof typeof enLeisure;
export type LeisureCatalogue = Record<LeisureMessageKey, string>;
