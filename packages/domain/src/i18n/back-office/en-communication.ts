import {
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
} from '../../notifications/notification-config.ts';

const TITLE_MAX = NOTIFICATION_TITLE_MAX_LENGTH;
const TEXT_MAX = NOTIFICATION_TEXT_MAX_LENGTH;

/** The back office's communication section (docs/decisions/0038): es-communication and pt-communication hold exactly these keys. */
export const enBackOfficeCommunication = {
  // server messages
  'adminCommunication.dateInvalid': 'Choose a valid date and time.',
  'adminCommunication.startInPast': 'The start cannot be in the past.',
  'adminCommunication.endBeforeStart': 'The end must come after the start.',
  'adminCommunication.windowUnknown': 'That maintenance window does not exist.',
  'adminCommunication.windowOver': 'That maintenance window is already over.',
  'adminCommunication.kindInvalid': 'Choose a notice or a promotion.',
  'adminCommunication.audienceInvalid': 'Choose who receives the message.',
  'adminCommunication.personRequired': 'Write the person’s document number.',
  'adminCommunication.personUnknown': 'Nobody has that document number.',
  'adminCommunication.roleRequired': 'Choose a role.',
  'adminCommunication.companyRequired': 'Choose a company.',
  'adminCommunication.titleLength': `Write a title of at most ${TITLE_MAX} characters.`,
  'adminCommunication.textLength': `Write a text of at most ${TEXT_MAX} characters.`,
  // the console
  'adminCommunication.title': 'Communication',
  'adminCommunication.tabMaintenance': 'Maintenance',
  'adminCommunication.tabMessages': 'Notices and promotions',
  'adminCommunication.tabOutbox': 'Outbox',
  'adminCommunication.maintenanceLead':
    'While a window is active the portal shows its maintenance screen with a countdown to the end. The console keeps working.',
  'adminCommunication.start': 'Start (La Paz time)',
  'adminCommunication.end': 'End (La Paz time)',
  'adminCommunication.schedule': 'Schedule',
  'adminCommunication.scheduled': 'Maintenance window scheduled.',
  'adminCommunication.noWindows': 'No maintenance windows yet.',
  'adminCommunication.state.proximo': 'Upcoming',
  'adminCommunication.state.activo': 'Active',
  'adminCommunication.state.pasado': 'Past',
  'adminCommunication.startsIn': 'Starts in {{time}}',
  'adminCommunication.endsIn': 'Users see: back in {{time}}',
  'adminCommunication.cancel': 'Cancel',
  'adminCommunication.endNow': 'End now',
  'adminCommunication.cancelled': 'Maintenance window closed.',
  'adminCommunication.kind': 'Kind',
  'adminCommunication.kind.aviso': 'Notice',
  'adminCommunication.kind.promocion': 'Promotion',
  'adminCommunication.audience': 'Send to',
  'adminCommunication.audience.persona': 'One person',
  'adminCommunication.audience.rol': 'A role',
  'adminCommunication.audience.empresa': 'A company’s customers',
  'adminCommunication.audience.todos': 'Everyone',
  'adminCommunication.documentNumber': 'Document number',
  'adminCommunication.role': 'Role',
  'adminCommunication.role.clientes': 'Customers',
  'adminCommunication.role.asesores': 'Advisers',
  'adminCommunication.role.cajeros': 'Cashiers',
  'adminCommunication.company': 'Company',
  'adminCommunication.messageTitle': 'Title',
  'adminCommunication.messageText': 'Text',
  'adminCommunication.send': 'Send',
  'adminCommunication.sent': 'Sent to {{count}} people.',
  'adminCommunication.sent_one': 'Sent to 1 person.',
  'adminCommunication.outboxSearch': 'Search by recipient',
  'adminCommunication.sentAt': 'Sent {{date}}',
  'adminCommunication.pending': 'Pending',
  'adminCommunication.noOutbox': 'No messages.',
  'adminCommunication.days': '{{count}} days',
  'adminCommunication.days_one': '{{count}} day',
  'adminCommunication.window': 'From {{start}} to {{end}}',
  'adminCommunication.channel.email': 'E-mail',
  'adminCommunication.channel.sms': 'SMS',
} as const;

export type BackOfficeCommunicationKey = keyof typeof enBackOfficeCommunication;
export type BackOfficeCommunicationCatalogue = Record<BackOfficeCommunicationKey, string>;
