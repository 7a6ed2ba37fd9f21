/**
 * What the portal says about its connection (docs/decisions/0044): part of the core catalogue, because it must
 * be there when nothing else can be downloaded.
 */
export const enConnection = {
  'connection.offlineTitle': 'No connection',
  'connection.offlineBody': 'Check your signal or Wi-Fi. This page fills in by itself when the connection is back.',
  'connection.offlineBanner': 'No connection. Payments and changes need one: nothing is sent, or kept to send later.',
  'connection.asOf': 'What you see is as of {{time}}.',
  'connection.backOnline': 'Back online',
  'connection.offlineNotSent': 'No connection: nothing was sent. Try again when you are back online.',
  'connection.pageFailedTitle': 'This page could not open',
  'connection.pageFailedBody': 'Try again. If it keeps happening, customer service can help.',
  'connection.tryAgain': 'Try again',
} as const;

export type ConnectionMessageKey = keyof typeof enConnection;
