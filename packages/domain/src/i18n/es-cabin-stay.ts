import type { CabinStayCatalogue } from './en-cabin-stay.ts';

export const esCabinStay: CabinStayCatalogue = {
  'cabinStay.pickArrival': 'Toque en el calendario la noche de su llegada.',
  'cabinStay.range': '{{arrival}} → {{departure}}',
  'cabinStay.nights': '{{count}} noches',
  'cabinStay.nights_one': '{{count}} noche',
  'cabinStay.reserveFor': 'Reservar · {{total}}',
  'cabinBooked.title': 'Su cabaña está reservada',
  'cabinBooked.titleDesk': 'Cabaña reservada para {{name}}',
  'cabinBooked.code': 'Código de reserva',
  'cabinBooked.codeHint': 'Muéstrelo con su carnet de identidad en la recepción del parque.',
  'cabinBooked.where': 'Dónde',
  'cabinBooked.when': 'Cuándo',
  'cabinBooked.total': 'Total',
  'cabinBooked.howPaid': 'Cómo se paga',
  'cabinBooked.payAtPark':
    'Ahora no se cobra nada. Paga {{total}} en la recepción del parque al llegar: efectivo, tarjeta o QR.',
  'cabinBooked.cancelRule': 'Puede cancelarla desde sus reservas hasta 48 horas antes del día de llegada.',
  'cabinBooked.sent': 'La confirmación también está en sus notificaciones y va camino a su correo o teléfono.',
  'cabinBooked.sentDesk': 'El cliente recibe la confirmación en sus notificaciones y por correo o SMS.',
  'cabinBooked.done': 'Ver mis reservas',
  'cabinBooked.doneDesk': 'Ver sus reservas',
  'cabinBooked.another': 'Reservar otra cabaña',
  'cabinsPage.bookingCode': 'Código {{code}}',
};
