import type { ConnectionMessageKey } from './en-connection.ts';

export const ptConnection: Record<ConnectionMessageKey, string> = {
  'connection.offlineTitle': 'Sem conexão',
  'connection.offlineBody': 'Verifique o sinal ou o Wi-Fi. Esta página se completa sozinha quando a conexão voltar.',
  'connection.offlineBanner':
    'Sem conexão. Pagamentos e alterações precisam dela: nada é enviado, nem guardado para depois.',
  'connection.asOf': 'O que você vê é de {{time}}.',
  'connection.backOnline': 'Conexão restabelecida',
  'connection.offlineNotSent': 'Sem conexão: nada foi enviado. Tente de novo quando a conexão voltar.',
  'connection.pageFailedTitle': 'Não foi possível abrir esta página',
  'connection.pageFailedBody': 'Tente de novo. Se continuar acontecendo, o atendimento ao cliente pode ajudar.',
  'connection.tryAgain': 'Tentar de novo',
};
