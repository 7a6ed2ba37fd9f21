import type { ConnectionMessageKey } from './en-connection.ts';

export const esConnection: Record<ConnectionMessageKey, string> = {
  'connection.offlineTitle': 'Sin conexión',
  'connection.offlineBody': 'Revise su señal o wifi. Esta página se completa sola cuando vuelva la conexión.',
  'connection.offlineBanner':
    'Sin conexión. Los pagos y cambios la necesitan: no se envía nada, ni se guarda para después.',
  'connection.asOf': 'Lo que ve es al {{time}}.',
  'connection.backOnline': 'Conexión recuperada',
  'connection.offlineNotSent': 'Sin conexión: no se envió nada. Intente de nuevo cuando vuelva la conexión.',
  'connection.pageFailedTitle': 'Esta página no se pudo abrir',
  'connection.pageFailedBody': 'Intente de nuevo. Si vuelve a pasar, atención al cliente puede ayudarle.',
  'connection.tryAgain': 'Reintentar',
};
