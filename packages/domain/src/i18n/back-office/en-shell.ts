/**
 * The back office's shell (docs/decisions/0038): its login with the second factor, its menu and
 * what every section shares. es-shell and pt-shell hold exactly these keys.
 */
export const enBackOfficeShell = {
  // server messages
  'staff.emailRequired': 'Write your work e-mail.',
  'staff.invalidCredentials': 'The e-mail or the password is not correct.',
  'staff.locked':
    'Too many failed attempts. Try again in {{minutes}} minutes, or ask an administrator to unlock your access.',
  'staff.codeRequired': 'Write the 6-digit code from your authenticator, or a recovery code.',
  'staff.codeInvalid':
    'That code is not valid. Use the current code of your authenticator, or an unused recovery code.',
  'staff.challengeExpired': 'The sign-in took too long. Start again with your e-mail and password.',
  'staff.sessionRequired': 'Your staff session has ended. Sign in again.',
  'staff.reasonLength': 'Write a reason of {{reasonMin}} to {{reasonMax}} characters.',
  'staff.searchTooLong': 'Search with at most {{searchMax}} characters.',
  'staff.pageInvalid': 'That page does not exist.',
  'staff.pageBeyond': 'Only the first {{countCap}} are listed: narrow the list with its search or filters.',
  'staff.rangeReversed': 'The first day must come before the last one.',
  'staff.rangeTooLong': 'Choose at most {{rangeMaxDays}} days; for a longer look, export each month.',
  'staff.dateInvalid': 'Choose a valid date.',
  // the console
  'backOffice.title': 'Back office',
  'backOffice.signInTitle': 'Staff sign-in',
  'backOffice.signInLead': 'For the group’s staff. Every act here is recorded with your name.',
  'backOffice.email': 'Work e-mail',
  'backOffice.password': 'Password',
  'backOffice.continue': 'Continue',
  'backOffice.codeTitle': 'Second step',
  'backOffice.codeLead':
    'Open your authenticator app and type the 6-digit code for the Virtual Office, or one of your recovery codes.',
  'backOffice.code': 'Code',
  'backOffice.signIn': 'Sign in',
  'backOffice.startAgain': 'Start again',
  'backOffice.signOut': 'Sign out',
  'backOffice.fewRecoveryCodes': 'You have {{count}} recovery codes left. Ask an administrator for new ones.',
  'backOffice.fewRecoveryCodes_one': 'You have 1 recovery code left. Ask an administrator for new ones.',
  'backOffice.menu': 'Sections',
  'backOffice.role.admin': 'Administrator',
  'backOffice.role.customer_service': 'Customer service',
  'backOffice.role.sales_manager': 'Sales manager',
  'backOffice.role.cashier_supervisor': 'Cashier supervisor',
  'backOffice.section.today': 'Today',
  'backOffice.section.people': 'People',
  'backOffice.section.payments': 'Payments',
  'backOffice.section.sales': 'Sales',
  'backOffice.section.communication': 'Communication',
  'backOffice.section.procedures': 'Procedures',
  'backOffice.section.configuration': 'Configuration',
  'backOffice.reasonHelp': 'Kept in the audit trail with your name.',
  'backOffice.reason': 'Reason',
  'backOffice.cancel': 'Cancel',
  'backOffice.confirm': 'Confirm',
  'backOffice.previousPage': 'Previous page',
  'backOffice.nextPage': 'Next page',
  'backOffice.search': 'Search',
  'backOffice.from': 'From',
  'backOffice.to': 'To',
  'backOffice.pageOf': 'Page {{page}} of {{pages}}',
  'backOffice.pageOfMore': 'Page {{page}} of {{pages}}+',
  'backOffice.notAllowed': 'Your role does not open this section.',
} as const;

export type BackOfficeShellKey = keyof typeof enBackOfficeShell;
export type BackOfficeShellCatalogue = Record<BackOfficeShellKey, string>;
