/** The console's "Today" (docs/decisions/0053). es-today and pt-today hold exactly these keys. */
export const enBackOfficeToday = {
  'adminToday.title': 'Today',
  'adminToday.lead': 'What came in today and what waits for someone. Figures as of {{time}}.',
  'adminToday.refresh': 'Refresh',
  'adminToday.moneyTitle': 'Money received today',
  'adminToday.moneyCount': '{{count}} payments',
  'adminToday.moneyCount_one': '1 payment',
  'adminToday.reconciled': 'Reconciled with the ledger',
  'adminToday.notReconciled': 'Differs from the ledger by {{difference}}',
  'adminToday.byMethod': 'By means of payment',
  'adminToday.moneyLink': 'Open today’s payments',
  'adminToday.regularisingTitle': 'Payments in regularisation',
  'adminToday.regularisingDetail': 'Money received that waits to be applied or given back.',
  'adminToday.regularisingLink': 'Open the payments in regularisation',
  'adminToday.proceduresTitle': 'Procedures waiting',
  'adminToday.proceduresDetail': 'New, nobody has answered them yet.',
  'adminToday.proceduresInReview': '{{count}} more in review',
  'adminToday.proceduresLink': 'Open the new procedures',
  'adminToday.messagesTitle': 'Messages not delivered',
  'adminToday.messagesDetail': 'E-mails and SMS the provider has not taken yet.',
  'adminToday.messagesLink': 'Open the outbox',
  'adminToday.prereservationsTitle': 'Pre-reservations expiring',
  'adminToday.prereservationsDetail': 'Their {{days}}-day hold ends within {{hours}} hours.',
  'adminToday.prereservationsPast': '{{count}} already past their hold: they may be released',
  'adminToday.prereservationsPast_one': '1 already past its hold: it may be released',
  'adminToday.prereservationsLink': 'Open the pending pre-reservations',
  'adminToday.nothingWaits': 'Nothing waits here.',
} as const;

export type BackOfficeTodayKey = keyof typeof enBackOfficeToday;
export type BackOfficeTodayCatalogue = Record<BackOfficeTodayKey, string>;
