import type { CabinStayCatalogue } from './en-cabin-stay.ts';

export const ptCabinStay: CabinStayCatalogue = {
  'cabinStay.pickArrival': 'Toque no calendário a noite da sua chegada.',
  'cabinStay.range': '{{arrival}} → {{departure}}',
  'cabinStay.nights': '{{count}} noites',
  'cabinStay.nights_one': '{{count}} noite',
  'cabinStay.reserveFor': 'Reservar · {{total}}',
  'cabinBooked.title': 'Sua cabana está reservada',
  'cabinBooked.titleDesk': 'Cabana reservada para {{name}}',
  'cabinBooked.code': 'Código da reserva',
  'cabinBooked.codeHint': 'Mostre-o com seu documento de identidade na recepção do parque.',
  'cabinBooked.where': 'Onde',
  'cabinBooked.when': 'Quando',
  'cabinBooked.total': 'Total',
  'cabinBooked.howPaid': 'Como se paga',
  'cabinBooked.payAtPark':
    'Nada é cobrado agora. Você paga {{total}} na recepção do parque ao chegar: dinheiro, cartão ou QR.',
  'cabinBooked.cancelRule': 'Você pode cancelá-la nas suas reservas até 48 horas antes do dia da chegada.',
  'cabinBooked.sent': 'A confirmação também está nas suas notificações e a caminho do seu e-mail ou telefone.',
  'cabinBooked.sentDesk': 'O cliente recebe a confirmação nas notificações e por e-mail ou SMS.',
  'cabinBooked.done': 'Ver minhas reservas',
  'cabinBooked.doneDesk': 'Ver as reservas dele',
  'cabinBooked.another': 'Reservar outra cabana',
  'cabinsPage.bookingCode': 'Código {{code}}',
};
