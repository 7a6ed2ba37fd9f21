import { testBuyer } from './buyer.ts';

/**
 * What the trust harness sends to each API route. Every route in the OpenAPI document must have an
 * entry here, or the suite fails: a new route is covered by the access matrix and the hostile-input
 * run the day it lands.
 *
 * - `refused`: a body (or query) shaped right but refused by the business rule, so any hostile value
 *   that slips through validation still changes nothing.
 * - `attack(victim)`: the same call aimed at someone else's objects (their document, their ids).
 */
export interface Victim {
  ci: string;
  userId: number;
  email: string;
  phone: string;
  /** one of the victim's unread notifications */
  notificationId: number;
  /** the victim's first product (0 for someone without products) */
  productId: number;
}

/** Product ids of the demo seed (inserted in this order): 1000001's lot and membership, 1000002's house and pass. */
export const DEMO_PRODUCT = { lot: 1, membership: 2, overdueHouse: 3, overdueSeasonPass: 4 } as const;
const VALID_CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const countRows = (from: string) => async (db: import('../src/db/client.ts').Database) => {
  const { sql } = await import('drizzle-orm');
  const result: any = await db.execute(sql.raw(`select count(*)::int as n from ${from}`));
  return Number(result.rows[0].n);
};
const countPlanChanges = countRows('plan_changes');
const countPayments = countRows('payments');

/** A La Paz calendar day `days` from today (YYYY-MM-DD). */
function laPazDay(days: number): string {
  return new Date(Date.now() - 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Demo procedures of 1000001 (seed/demo-procedures.ts): an observed plan change, a resolved document request. */
const DEMO_PROCEDURE = { observed: 1, resolved: 2 } as const;
/** Demo pre-reservations of 2000001 (seed/demo-prereservations.ts): two pending, one reserved. */
const DEMO_PRERESERVATION = { pending: 1, pending2: 2, reserved: 3 } as const;
/** A free lot of project 101 the demo leaves alone (lots 1–3 are pre-reserved, every 7th is sold). */
const DEMO_FREE_LOT = 10;
/** A pre-reservation of a lot for a buyer, on credit. */
const buyer = (document: string, birthDate: string) => testBuyer(document, { fechaNacimiento: birthDate });

function prereservationBody(idLote: number, document: string, birthDate: string) {
  return { idLote, formaPago: 'credito', cuotaInicial: '2000.00', plazo: 48, cliente: buyer(document, birthDate) };
}

/** Season-pass prices of the demo seed (seed/demo-season-passes.ts): the first, and the sold-out box seats. */
const DEMO_PASS_PRICE = { especialGeneral: 1, empresarialPalco: 10 } as const;

export interface RouteFixture {
  refused: Record<string, unknown>;
  attack: (victim: Victim) => Record<string, unknown>;
  /**
   * Money and booking routes (x-effect): a request the owner may make, and how to count its effect,
   * for the exactly-once harness (N concurrent identical requests → one effect).
   */
  exactlyOnce?: {
    owner: 'customer' | 'adviser' | 'cashier';
    request: () => Record<string, unknown>;
    effects: (db: import('../src/db/client.ts').Database) => Promise<number>;
  };
  /**
   * The call names one of the caller's own objects by id: a hostile value that happens to be such an
   * id (a "1" among the naughty strings) is a fair request and may succeed. Say why it is harmless.
   */
  ownIdByDesign?: string;
  /** What of the victim's may change by design, and why (the matrix checks everything else). */
  victimEffectsByDesign?: {
    tables: ('recovery_codes' | 'outbox_messages' | 'room_members' | 'room_agenda' | 'cabin_reservations')[];
    why: string;
  };
  /**
   * Callers who are meant to read the victim's name in the answer, and why: an adviser sees the people
   * of their own network, and advisers see each other in a ranking. Their data still may not change.
   */
  victimShownByDesign?: { roles: ('adviser' | 'other adviser' | 'cashier')[]; why: string };
}

/** The adviser 2000001 reads their client 1000001 in their own network (the matrix's adviser aims at 1000001). */
const OWN_NETWORK = {
  roles: ['adviser'] as 'adviser'[],
  why: 'an adviser sees the names of the people of their own network (spec §2 /red/clientes); 1000001 is a client of 2000001',
};
/** 2000002 presents the demo room 2000001 created: they see who created it and who invited whom. */
const PRESENTER_OF_DEMO_ROOM = {
  roles: ['other adviser'] as 'other adviser'[],
  why: 'the presenter of a room sees its creator and who invited each prospect (spec §6 room roles); 2000002 presents 2000001’s demo room',
};
/** The demo room of 2000001 (room 1) and its first prospect, invited by 2000001 (invitation 1). */
const DEMO_ROOM = 1;
const DEMO_INVITATION = 1;
/** A valid room start 20 days ahead at 19:00 La Paz, on a day that is not the last of its month. */
function futureRoomStart(): string {
  const day = new Date(Date.now() + 20 * 86_400_000);
  if (new Date(day.getTime() + 86_400_000).getUTCDate() === 1) day.setUTCDate(day.getUTCDate() - 1);
  return `${day.toISOString().slice(0, 10)}T19:00`;
}
const ROOM_BODY = {
  idModelo: 1,
  idCiudad: 1003,
  nombre: 'Sala de la matriz',
  direccion: 'Av. San Martín 1450, Equipetrol',
  duracionHoras: 2,
  capacidad: 30,
  organizadorNombre: 'Organizador',
  organizadorTelefono: '74567890',
};

/** The cashier serves the customer at the desk: they name them by document, see their bookings and book for them. */
const CASHIER_DESK =
  'a cashier acts for the customer named by document at the desk (spec §2 cashier menu, issue 10), every act audited';

/** 2000002 reads 2000001 among the race's or the month's leaders. */
const RANKING = {
  roles: ['other adviser'] as 'other adviser'[],
  why: 'a ranking names the advisers at its top to every adviser (spec §2 /ranking, /bono-mejor-vendedor)',
};

export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  'POST /api/user/login/nuevo': {
    refused: { user: '7777777', password: 'Wrong#0000', dispositivo: 'web', tokenFCM: '' },
    attack: (v) => ({ user: v.ci, password: 'Guess#0000', dispositivo: 'web' }),
  },
  'GET /api/user/sesion/movil': { refused: {}, attack: () => ({}) },
  'GET /api/user/sesion/movil/datos': { refused: {}, attack: () => ({}) },
  'GET /api/user/password/enlace': {
    refused: { usuario: 'not-a-link' },
    attack: () => ({ usuario: 'not-a-link' }),
  },
  'POST /api/user/password/enlace': {
    refused: { usuario: 'not-a-link', password: 'Valid#2026', confirmacion: 'Valid#2026' },
    attack: () => ({ usuario: 'not-a-link', password: 'Taken#2026', confirmacion: 'Taken#2026' }),
  },
  'POST /api/user/password/cambiar': {
    refused: { actual: 'Wrong#0000', password: 'Valid#2026', confirmacion: 'Valid#2026' },
    attack: () => ({ actual: 'Guess#0000', password: 'Taken#2026', confirmacion: 'Taken#2026' }),
  },
  'POST /api/user/recuperar/verificar': { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) },
  'POST /api/user/recuperar/enviar': {
    refused: { ci: '7777777', metodo: 'sms' },
    attack: (v) => ({ ci: v.ci, metodo: 'correo' }),
    victimEffectsByDesign: {
      tables: ['recovery_codes', 'outbox_messages'],
      why: 'anyone who knows a document may have a recovery code sent to its owner (rate-limited); the password is untouched',
    },
  },
  'POST /api/user/recuperar/validar': {
    refused: { ci: '7777777', codigo: '123456' },
    attack: (v) => ({ ci: v.ci, codigo: '123456' }),
    victimEffectsByDesign: {
      tables: ['recovery_codes'],
      why: 'a wrong guess uses up one of the 5 tries of the code sent to the owner; it never yields a password link',
    },
  },
  'POST /api/user/unlogin': { refused: {}, attack: () => ({}) },
  'GET /api/user/inicio': { refused: {}, attack: () => ({}) },
  'POST /api/user/preferencia/obtener/idioma': { refused: {}, attack: () => ({}) },
  'POST /api/user/preferencia/actualizar/lenguaje': {
    refused: { lenguaje: 'xx' },
    attack: () => ({ lenguaje: 'xx' }),
  },
  'PUT /api/user/preferencia/actualizar/lenguaje': {
    refused: { lenguaje: 'xx' },
    attack: () => ({ lenguaje: 'xx' }),
  },
  'POST /api/token/user/register': {
    refused: { ciUser: '1000002', tokenDispositivo: 'device', imei: '' },
    attack: (v) => ({ ciUser: v.ci, tokenDispositivo: `stolen-${v.ci}`, imei: '' }),
  },
  'GET /api/user/verificar/mantenimiento': { refused: {}, attack: () => ({}) },
  'POST /api/ops/maintenance/on': {
    refused: { hasta: '01/01/2000 00:00:00' },
    attack: () => ({ hasta: '01/01/2099 00:00:00' }),
  },
  'POST /api/ops/maintenance/off': { refused: {}, attack: () => ({}) },
  'POST /api/ops/users/logout': { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) },
  'POST /api/ops/users/disable': { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) },
  'POST /api/ops/users/enable': { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) },
  'POST /api/ops/notify': {
    refused: { para: '7777777', titulo: 'Hola', texto: 'hola' },
    attack: (v) => ({ para: v.ci, titulo: 'Hola', texto: 'hola' }),
  },
  'POST /api/ops/promo': {
    refused: { para: '7777777', titulo: 'Promo', texto: 'promo' },
    attack: (v) => ({ para: v.ci, titulo: 'Promo', texto: 'promo' }),
  },
  // profile
  'GET /api/datos/cliente/verificar/actualizar': { refused: {}, attack: () => ({}) },
  'GET /api/paises/lista': { refused: {}, attack: () => ({}) },
  'GET /api/ciudades/lista': { refused: { pais: '999' }, attack: () => ({ pais: '1' }) },
  'POST /api/datos/cliente/actualizar': {
    // Two reasons, so changing any one field still leaves it refused: too short a phone, and
    // Santa Cruz de la Sierra is not a city of Argentina.
    refused: { correo: 'a@example.com', paisId: 2, ciudadId: 1003, telefono: '+54-12' },
    // A ci in the body is ignored: the caller can only ever change their own data.
    attack: (v) => ({ correo: 'someone@example.com', paisId: 1, ciudadId: 1003, telefono: '+591-70000000', ci: v.ci }),
  },
  'GET /api/usuario/perfil': { refused: {}, attack: (v) => ({ ci: v.ci }) },
  // invoice data
  'POST /api/factura/cliente/empresas': {
    // Two reasons: someone else's document, and a company id that cannot exist.
    refused: { docId: '7777777', empresas: [0] },
    attack: (v) => ({ docId: v.ci, empresas: [2, 3, 12] }),
  },
  'GET /api/factura/documento': { refused: {}, attack: () => ({}) },
  'GET /api/factura/cliente': { refused: { doc_id: '7777777' }, attack: (v) => ({ doc_id: v.ci }) },
  'POST /api/factura/cliente/guardar': {
    refused: {
      tipoDocumento: 99,
      nroDocumento: '12345',
      complemento: '',
      razonSocial: 'X',
      correo: 'x@example.com',
      telefono: '+591-71234567',
    },
    attack: (v) => ({
      docId: v.ci,
      tipoDocumento: 1,
      nroDocumento: v.ci,
      complemento: '',
      razonSocial: 'STOLEN',
      correo: 'someone@example.com',
      telefono: '+591-70000000',
    }),
  },
  // notifications
  'GET /api/notificacion/obtener/notificaciones': {
    refused: { ci: '7777777', tipo: '1', pagina: '1' },
    attack: (v) => ({ ci: v.ci, tipo: '1', pagina: '1' }),
  },
  'GET /api/notificacion/cantidad/notificaciones/noleidos': { refused: {}, attack: () => ({}) },
  ...Object.fromEntries(
    ['PUT', 'PATCH', 'POST'].map((method) => [
      `${method} /api/notificacion/update/leido`,
      {
        refused: { idnotificacion: '999999999' },
        attack: (v: Victim) => ({ idnotificacion: String(v.notificationId) }),
      },
    ]),
  ),
  // currency
  'GET /api/monedas/tasas': { refused: {}, attack: () => ({}) },
  'PUT /api/usuario/preferencia/moneda': { refused: { moneda: 'BOB' }, attack: () => ({ moneda: 'XXX' }) },
  // products and payments
  'GET /api/productos/cliente': { refused: {}, attack: (v) => ({ ci: v.ci }) },
  'GET /api/productos/detalle': {
    refused: { idProducto: '999999' },
    attack: (v) => ({ idProducto: String(v.productId) }),
  },
  'GET /api/productos/estado-cuenta': {
    refused: { idProducto: '999999' },
    attack: (v) => ({ idProducto: String(v.productId) }),
  },
  'POST /api/pagos/tarjeta': {
    // Two reasons: an amount of zero, and a card the sandbox declines.
    refused: { idProducto: DEMO_PRODUCT.lot, monto: '0', ...VALID_CARD, numeroTarjeta: '4000 0000 0000 0002' },
    attack: (v) => ({ idProducto: v.productId, monto: '10.00', ...VALID_CARD }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', ...VALID_CARD }),
      effects: countPayments,
    },
  },
  'POST /api/pagos/qr': {
    // Two reasons: no such product, and an amount the sandbox bank cannot make a QR for.
    refused: { idProducto: 999999, monto: '0.13' },
    attack: (v) => ({ idProducto: v.productId, monto: '10.00' }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.membership, monto: '1.00' }),
      effects: countPayments,
    },
  },
  'GET /api/pagos/qr/estado': { refused: { idPago: '999999' }, attack: () => ({ idPago: '1' }) },
  'GET /api/pagos/recibo': { refused: { idPago: '999999' }, attack: () => ({ idPago: '1' }) },
  'POST /api/pagos/qr/notificacion': {
    // Unsigned, and about a QR that does not exist.
    refused: { referencia: 'qr-none', monto: '1.00', transaccion: 'tx-1' },
    attack: () => ({ referencia: 'qr-none', monto: '1.00', transaccion: 'tx-1' }),
  },
  'POST /api/ops/sandbox/qr/pagar': { refused: { referencia: 'qr-none' }, attack: () => ({ referencia: 'qr-none' }) },
  'POST /api/pagos/prepago': {
    refused: { idProducto: 999999, monto: '0', codigo: 'VACIADA02026' },
    attack: (v) => ({ idProducto: v.productId, monto: '1.00', codigo: 'PREPAGO12026' }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo: 'PREPAGO12026' }),
      effects: countPayments,
    },
  },
  'GET /api/captcha': { refused: {}, attack: () => ({}) },
  'POST /api/tarjetas-prepago/saldo': {
    refused: { codigo: 'NOPE00000000', idCaptcha: '00000000-0000-4000-8000-000000000000', captcha: 'xxxxx' },
    attack: () => ({ codigo: 'PREPAGO12026', idCaptcha: '00000000-0000-4000-8000-000000000000', captcha: 'xxxxx' }),
  },
  'GET /api/billetera': { refused: {}, attack: (v) => ({ ci: v.ci }) },
  'POST /api/pagos/billetera': {
    // Two reasons: no such product and an amount of zero (the PIN is never reached).
    refused: { idProducto: 999999, monto: '0', pin: '0000' },
    attack: (v) => ({ idProducto: v.productId, monto: '1.00', pin: '2468' }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.lot, monto: '1.00', pin: '2468' }),
      effects: countPayments,
    },
  },
  'POST /api/pagos/amigo/solicitud': {
    refused: { idProducto: 999999, monto: '0' },
    attack: (v) => ({ idProducto: v.productId, monto: '1.00' }),
  },
  'GET /api/pagos/amigo': { refused: { codigo: 'ZZZZZZZZ' }, attack: () => ({ codigo: 'ZZZZZZZZ' }) },
  'POST /api/pagos/amigo/tarjeta': {
    refused: { codigo: 'ZZZZZZZZ', ...VALID_CARD, numeroTarjeta: '4000 0000 0000 0002' },
    // Anyone given a code may pay it (that is its point); it pays 1000002's house, nothing of the victims'.
    attack: () => ({ codigo: 'PAGAME23', ...VALID_CARD }),
    exactlyOnce: { owner: 'customer', request: () => ({ codigo: 'PAGAME23', ...VALID_CARD }), effects: countPayments },
  },
  // documents
  'GET /api/documentos/lista': {
    refused: { idProducto: '999999' },
    attack: (v) => ({ idProducto: String(v.productId) }),
  },
  'GET /api/documentos/descargar': {
    refused: { tipo: 'contrato', id: '999999' },
    attack: (v) => ({ tipo: 'contrato', id: String(v.productId) }),
  },
  // plans
  'GET /api/plan/opciones': { refused: { idProducto: '999999' }, attack: (v) => ({ idProducto: String(v.productId) }) },
  'POST /api/plan/simular': {
    refused: { idProducto: 999999, cuotaInicial: 'abc', plazo: 7 },
    attack: (v) => ({ idProducto: v.productId, cuotaInicial: '5000.00', plazo: 24 }),
  },
  'POST /api/plan/reconfigurar': {
    refused: { idProducto: 999999, cuotaInicial: 'abc', plazo: 7 },
    attack: (v) => ({ idProducto: v.productId, cuotaInicial: '5000.00', plazo: 24 }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.lot, cuotaInicial: '5000.00', plazo: 24 }),
      effects: countPlanChanges,
    },
  },
  'GET /api/membresia/mejorar/opciones': {
    refused: { idProducto: '999999' },
    attack: (v) => ({ idProducto: String(v.productId) }),
  },
  'POST /api/membresia/mejorar/simular': {
    refused: { idProducto: 999999, membresia: 'nada', cuotaInicial: 'abc', plazo: 7 },
    attack: (v) => ({ idProducto: v.productId, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 }),
  },
  'POST /api/membresia/mejorar': {
    refused: { idProducto: 999999, membresia: 'nada', cuotaInicial: 'abc', plazo: 7 },
    attack: (v) => ({ idProducto: v.productId, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idProducto: DEMO_PRODUCT.membership, membresia: 'resort', cuotaInicial: '200.00', plazo: 12 }),
      effects: countPlanChanges,
    },
  },
  // client network, rankings, incentives, recovery calculator
  'GET /api/red/clientes': {
    refused: { nodo: '999999999', pagina: '1' },
    attack: (v) => ({ nodo: String(v.userId), pagina: '1' }),
    victimShownByDesign: OWN_NETWORK,
  },
  'GET /api/red/clientes/buscar': {
    refused: { q: 'zz' },
    attack: (v) => ({ q: v.ci }),
    victimShownByDesign: OWN_NETWORK,
  },
  'GET /api/ranking/carrera': {
    refused: { carrera: '1999-S3' },
    attack: () => ({ carrera: '2026-S2' }),
    victimShownByDesign: RANKING,
  },
  'GET /api/ranking/bono-mejor-vendedor': {
    refused: { ciclo: 'ninguno', mes: '1999-01' },
    attack: () => ({}),
    victimShownByDesign: RANKING,
  },
  'GET /api/incentivos/informacion/pdf': { refused: {}, attack: () => ({}) },
  'GET /api/calculadora/recuperacion/verificar': { refused: {}, attack: () => ({}) },
  'POST /api/calculadora/recuperacion/obtener/reversiones': {
    refused: { docId: '7777777' },
    attack: (v) => ({ docId: v.ci }),
  },
  'POST /api/calculadora/recuperacion/obtener/proyectos': {
    refused: { idEmpresa: 2, idVentaRevertida: 999999 },
    attack: () => ({ idEmpresa: 3, idVentaRevertida: 1 }),
  },
  'POST /api/calculadora/recuperacion/obtener/productos': {
    refused: { idEmpresa: 2, idVentaRevertida: 999999, idProyecto: 101 },
    attack: () => ({ idEmpresa: 3, idVentaRevertida: 1, idProyecto: 103 }),
  },
  // meeting rooms and events
  'GET /api/salas/opciones': { refused: {}, attack: () => ({}) },
  'GET /api/salas/asesor': {
    refused: { ci: '7777777' },
    attack: (v) => ({ ci: v.ci }),
    victimShownByDesign: {
      roles: ['other adviser'],
      why: 'an adviser names another adviser as presenter or moderator by document, and sees whose it is (spec §5)',
    },
  },
  'POST /api/salas': {
    // Two reasons: a capacity of 4 and a presenter who is not an adviser.
    refused: { ...ROOM_BODY, fechaHora: futureRoomStart(), capacidad: 4, presentador: '1000001' },
    attack: (v) => ({ ...ROOM_BODY, fechaHora: futureRoomStart(), presentador: v.ci }),
    victimEffectsByDesign: {
      tables: ['room_members', 'room_agenda'],
      why: 'any adviser may name another adviser as the presenter of their room (spec §5): that room enters the presenter’s agenda',
    },
    victimShownByDesign: { roles: ['other adviser'], why: 'the room created names its presenter' },
  },
  'GET /api/salas': { refused: {}, attack: () => ({}), victimShownByDesign: PRESENTER_OF_DEMO_ROOM },
  'GET /api/salas/historial': { refused: {}, attack: () => ({}), victimShownByDesign: PRESENTER_OF_DEMO_ROOM },
  'GET /api/salas/historial/invitados': { refused: {}, attack: () => ({}) },
  'GET /api/salas/detalle': {
    refused: { idSala: '999999' },
    attack: () => ({ idSala: String(DEMO_ROOM) }),
    victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
  },
  'POST /api/salas/unirse': { refused: { codigo: 'ZZZZZZ' }, attack: () => ({ codigo: 'DEMO26' }) },
  'POST /api/salas/salir': { refused: { idSala: 999999 }, attack: () => ({ idSala: DEMO_ROOM }) },
  'POST /api/salas/cancelar': {
    refused: { idSala: 999999, motivo: 'Motivo de prueba' },
    attack: () => ({ idSala: DEMO_ROOM, motivo: 'Cancelada por otra persona' }),
  },
  'POST /api/salas/recordatorio': { refused: { idSala: 999999 }, attack: () => ({ idSala: DEMO_ROOM }) },
  'PUT /api/salas/moderadores': {
    refused: { idSala: 999999, moderadores: [] },
    attack: (v) => ({ idSala: DEMO_ROOM, moderadores: [v.ci] }),
  },
  'PUT /api/salas/presentadores': {
    refused: { idSala: 999999, presentador: '2000002' },
    attack: (v) => ({ idSala: DEMO_ROOM, presentador: v.ci }),
  },
  'GET /api/salas/invitaciones': {
    refused: { idSala: '999999' },
    attack: () => ({ idSala: String(DEMO_ROOM) }),
    victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
  },
  'POST /api/salas/invitaciones': {
    refused: { idSala: 999999, nombre: 'Ana Prueba', contacto: 'correo', correo: 'ana.prueba@example.com' },
    attack: (v) => ({ idSala: DEMO_ROOM, nombre: 'Prospecto Ajeno', contacto: 'correo', correo: v.email }),
    victimEffectsByDesign: {
      tables: ['outbox_messages'],
      why: 'an adviser may invite any e-mail as a prospect of their own room (spec §3): the invitation is sent to it',
    },
  },
  'GET /api/salas/invitacion': {
    refused: { idInvitacion: '999999' },
    attack: () => ({ idInvitacion: String(DEMO_INVITATION) }),
    victimShownByDesign: PRESENTER_OF_DEMO_ROOM,
  },
  'POST /api/salas/invitacion/retirar': {
    refused: { idInvitacion: 999999 },
    attack: () => ({ idInvitacion: DEMO_INVITATION }),
  },
  'POST /api/salas/invitacion/convertida': {
    refused: { idInvitacion: 999999 },
    attack: () => ({ idInvitacion: DEMO_INVITATION }),
  },
  'PUT /api/salas/asistencia': {
    refused: { idInvitacion: 999999, asistio: true },
    attack: () => ({ idInvitacion: DEMO_INVITATION, asistio: true }),
  },
  'GET /api/eventos': { refused: {}, attack: () => ({}) },
  'GET /api/eventos/invitados': { refused: {}, attack: () => ({}) },
  'POST /api/eventos/invitados': {
    // Two reasons: no such event, and a birth date in the future.
    refused: { idEvento: 99, nombreCompleto: 'Invitado Prueba', ci: '5554443', fechaNacimiento: '2999-01-01' },
    attack: (v) => ({ idEvento: 1, nombreCompleto: 'Invitado Ajeno', ci: v.ci, fechaNacimiento: '1990-01-01' }),
  },
  'GET /api/proyectos': {
    refused: { pagina: '0', zona: 'Ninguna' },
    attack: () => ({ pagina: '1' }),
  },
  'GET /api/proyectos/detalle': { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) },
  'GET /api/proyectos/mapa': { refused: { idProyecto: '999999' }, attack: () => ({ idProyecto: '101' }) },
  'GET /api/lotes/detalle': { refused: { idLote: '999999' }, attack: () => ({ idLote: String(DEMO_FREE_LOT) }) },
  'POST /api/lotes/simular': {
    // Two reasons: no such lot, and an initial amount below 10% of any lot's price.
    refused: { idLote: 999999, formaPago: 'credito', cuotaInicial: '1.00', plazo: 48 },
    attack: () => ({ idLote: DEMO_FREE_LOT, formaPago: 'contado' }),
  },
  'GET /api/ventas/productos': {
    refused: {},
    attack: () => ({}),
    victimShownByDesign: {
      ...OWN_NETWORK,
      why: 'an adviser sees whom they sold to (spec §2 /Producto/Vendido); 2000001 sold 1000001 a lot',
    },
  },
  'POST /api/prereservas': {
    // Two reasons: no such lot, and a buyer of 10.
    refused: prereservationBody(999999, '7200001', '2016-01-01'),
    attack: (v) => prereservationBody(DEMO_FREE_LOT, v.ci, '1990-01-01'),
    exactlyOnce: {
      owner: 'adviser',
      request: () => prereservationBody(DEMO_FREE_LOT + 1, '7200002', '1990-01-01'),
      effects: countRows('prereservations'),
    },
  },
  'POST /api/prereservas/liberar': {
    refused: { idPrereserva: 999999 },
    attack: () => ({ idPrereserva: DEMO_PRERESERVATION.pending }),
    exactlyOnce: {
      owner: 'adviser',
      request: () => ({ idPrereserva: DEMO_PRERESERVATION.pending }),
      effects: countRows("prereservation_steps where step = 'release'"),
    },
  },
  'POST /api/prereservas/reservar': {
    refused: { idPrereserva: 999999 },
    attack: () => ({ idPrereserva: DEMO_PRERESERVATION.pending2 }),
    exactlyOnce: {
      owner: 'adviser',
      request: () => ({ idPrereserva: DEMO_PRERESERVATION.pending2 }),
      effects: countRows("prereservation_steps where step = 'reserve'"),
    },
  },
  'POST /api/prereservas/comprar': {
    refused: { idPrereserva: 999999 },
    attack: () => ({ idPrereserva: DEMO_PRERESERVATION.reserved }),
    exactlyOnce: {
      owner: 'adviser',
      request: () => ({ idPrereserva: DEMO_PRERESERVATION.reserved }),
      effects: countRows("prereservation_steps where step = 'purchase'"),
    },
  },
  'GET /api/membresias/ofertas': { refused: { pagina: 'ninguna' }, attack: () => ({ pagina: 'membresias' }) },
  'POST /api/membresias/simular': {
    // Two reasons: no such membership, and an initial amount below 10% of any.
    refused: { codigo: 'NINGUNA', formaPago: 'credito', cuotaInicial: '1.00', plazo: 48 },
    attack: () => ({ codigo: 'PLATINO', formaPago: 'contado' }),
  },
  'POST /api/prereservas/membresias': {
    // Two reasons: a buyer of 10, and no such membership.
    refused: { cliente: buyer('7200003', '2016-01-01'), membresias: [{ codigo: 'NINGUNA', formaPago: 'contado' }] },
    attack: (v) => ({ cliente: buyer(v.ci, '1990-01-01'), membresias: [{ codigo: 'PLATINO', formaPago: 'contado' }] }),
    exactlyOnce: {
      owner: 'adviser',
      request: () => ({
        cliente: buyer('7200004', '1990-01-01'),
        membresias: [{ codigo: 'RESORT', formaPago: 'contado' }],
      }),
      effects: countRows("prereservations where kind = 'membership'"),
    },
  },
  'GET /api/abonos/tipo': { refused: { tipoAbono: 'ninguno' }, attack: () => ({ tipoAbono: 'especial' }) },
  'POST /api/prereservas/abono': {
    // Two reasons: sold out, and a buyer of 10.
    refused: {
      tipoAbono: 'empresarial',
      idPrecio: DEMO_PASS_PRICE.empresarialPalco,
      cliente: buyer('7200005', '2016-01-01'),
    },
    attack: (v) => ({
      tipoAbono: 'especial',
      idPrecio: DEMO_PASS_PRICE.especialGeneral,
      cliente: buyer(v.ci, '1990-01-01'),
    }),
    exactlyOnce: {
      owner: 'adviser',
      request: () => ({
        tipoAbono: 'especial',
        idPrecio: DEMO_PASS_PRICE.especialGeneral,
        cliente: buyer('7200006', '1990-01-01'),
      }),
      effects: countRows("prereservations where kind = 'season_pass'"),
    },
  },
  'GET /api/cabanas': { refused: {}, attack: () => ({}) },
  'GET /api/cabanas/disponibilidad': {
    refused: { parque: '99', tipo: 'familiar', desde: laPazDay(1), dias: '10' },
    attack: () => ({ parque: '1', tipo: 'familiar', desde: laPazDay(1), dias: '10' }),
  },
  'POST /api/cabanas/reservas': {
    // Two reasons: no such park, and an arrival in the past.
    refused: { parque: 99, tipo: 'familiar', llegada: '2020-01-01', salida: '2020-01-03' },
    attack: () => ({ parque: 1, tipo: 'pareja', llegada: laPazDay(7), salida: laPazDay(9) }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ parque: 2, tipo: 'familiar', llegada: laPazDay(20), salida: laPazDay(22) }),
      effects: countRows('cabin_reservations'),
    },
  },
  'POST /api/cabanas/reservas/cancelar': {
    refused: { idReserva: 999999 },
    // Reservation 1 is the customer's own (made by the exactly-once run above, or by the matrix's customer).
    attack: () => ({ idReserva: 1 }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idReserva: 1 }),
      effects: countRows("cabin_reservations where state = 'cancelled'"),
    },
  },
  'GET /api/tickets': { refused: {}, attack: () => ({}) },
  'POST /api/tickets/usar': {
    refused: { idTicket: 999999 },
    // Ticket 1 is 1000001's park pass (seed/demo-tickets.ts).
    attack: () => ({ idTicket: 1 }),
    ownIdByDesign: 'a "1" names 1000001’s own park pass: using one of its uses is hers to do',
    exactlyOnce: { owner: 'customer', request: () => ({ idTicket: 1 }), effects: countRows('ticket_uses') },
  },
  // Membership benefits (docs/decisions/0015): 1000001's membership is product 2.
  'GET /api/carnets': { refused: { marca: 'ninguna' }, attack: () => ({ marca: 'parque' }) },
  'POST /api/carnet/verificar': {
    refused: { codigo: 'not-a-qr' },
    // A card number is not its QR: only a signed, fresh code opens the gate.
    attack: () => ({ codigo: 'AC-12-0000002' }),
  },
  'POST /api/carnet/pagar': {
    refused: { ...VALID_CARD, idProducto: 999999 },
    attack: (v) => ({ ...VALID_CARD, idProducto: v.productId || DEMO_PRODUCT.membership }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ ...VALID_CARD, idProducto: DEMO_PRODUCT.membership }),
      effects: countRows("ledger_entries where account = 'income:accreditation'"),
    },
  },
  'GET /api/beneficios-travel': { refused: {}, attack: () => ({}) },
  'POST /api/beneficios-travel/pagar': {
    refused: { ...VALID_CARD, idProducto: 999999 },
    attack: (v) => ({ ...VALID_CARD, idProducto: v.productId || DEMO_PRODUCT.membership }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ ...VALID_CARD, idProducto: DEMO_PRODUCT.membership }),
      effects: countRows("ledger_entries where account = 'income:rci-affiliation'"),
    },
  },
  // The cashier's desk (issue 10 item 6): acting for the customer named by document is the cashier's job.
  'GET /api/caja/cabanas': {
    refused: { documento: '9999999' },
    attack: (v) => ({ documento: v.ci }),
    victimShownByDesign: { roles: ['cashier'], why: CASHIER_DESK },
  },
  'POST /api/caja/cabanas/reservas': {
    refused: { documento: '9999999', parque: 1, tipo: 'familiar', llegada: laPazDay(5), salida: laPazDay(6) },
    attack: (v) => ({ documento: v.ci, parque: 1, tipo: 'grupal', llegada: laPazDay(40), salida: laPazDay(41) }),
    victimEffectsByDesign: { tables: ['cabin_reservations'], why: CASHIER_DESK },
    exactlyOnce: {
      owner: 'cashier',
      request: () => ({ documento: '1000001', parque: 2, tipo: 'grupal', llegada: laPazDay(25), salida: laPazDay(26) }),
      effects: countRows('cabin_reservations where by_cashier_user_id is not null'),
    },
  },
  'POST /api/caja/cabanas/reservas/cancelar': {
    refused: { documento: '9999999', idReserva: 1 },
    attack: (v) => ({ documento: v.ci, idReserva: 1 }),
    victimEffectsByDesign: { tables: ['cabin_reservations'], why: CASHIER_DESK },
    exactlyOnce: {
      owner: 'cashier',
      // Reservation 2 is the one the cashier made for 1000001 in the exactly-once run just above (1 is hers).
      request: () => ({ documento: '1000001', idReserva: 2 }),
      effects: countRows("cabin_reservations where state = 'cancelled' and by_cashier_user_id is not null"),
    },
  },
  'GET /api/caja/acciones': { refused: {}, attack: () => ({}) },
  // The international membership subscription (docs/decisions/0016). Subscribing names no one else's
  // objects: whoever calls it subscribes themselves. Subscription 1 is 1000001's, made by the matrix's
  // customer on POST /api/suscripciones just before (routes run in registration order).
  'GET /api/suscripciones': { refused: { marca: 'parque' }, attack: () => ({ marca: 'travel' }) },
  'POST /api/suscripciones': {
    // Two reasons: a brand without a subscription, and a plan that does not exist.
    refused: { ...VALID_CARD, marca: 'parque', plan: 'semanal' },
    attack: () => ({ ...VALID_CARD, marca: 'travel', plan: 'mensual' }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ ...VALID_CARD, marca: 'travel', plan: 'mensual' }),
      effects: countRows("ledger_entries where account = 'income:subscription'"),
    },
  },
  'POST /api/suscripciones/cancelar': { refused: { idSuscripcion: 999999 }, attack: () => ({ idSuscripcion: 1 }) },
  'POST /api/suscripciones/reanudar': { refused: { idSuscripcion: 999999 }, attack: () => ({ idSuscripcion: 1 }) },
  // Nothing is due in a fresh database, and each period is charged once however often it runs.
  'POST /api/ops/suscripciones/renovar': { refused: {}, attack: () => ({}) },
  'GET /api/ops/stats': { refused: {}, attack: () => ({}) },
  'GET /api/ops/outbox': {
    refused: { destinatario: 'nobody@example.com' },
    attack: (v) => ({ destinatario: v.email }),
  },
  // procedures (docs/decisions/0014). Procedure 1 is 1000001's observed plan change (seed/demo-procedures.ts).
  'GET /api/tramites': { refused: {}, attack: () => ({}) },
  'GET /api/tramites/detalle': {
    refused: { idTramite: '999999' },
    attack: () => ({ idTramite: String(DEMO_PROCEDURE.observed) }),
  },
  'POST /api/tramites': {
    // Two reasons: someone else's product (1000002's house), and too short a detail.
    refused: { tipo: 'solicitud_documento', idProducto: DEMO_PRODUCT.overdueHouse, detalle: 'corto' },
    attack: () => ({
      tipo: 'solicitud_baja',
      idProducto: DEMO_PRODUCT.lot,
      detalle: 'Quiero dar de baja el lote de otra persona.',
    }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({
        tipo: 'solicitud_documento',
        idProducto: DEMO_PRODUCT.lot,
        detalle: 'Necesito una copia del contrato del lote.',
      }),
      effects: countRows('procedures'),
    },
  },
  'POST /api/tramites/desistir': {
    refused: { idTramite: 999999 },
    attack: () => ({ idTramite: DEMO_PROCEDURE.observed }),
    exactlyOnce: {
      owner: 'customer',
      request: () => ({ idTramite: DEMO_PROCEDURE.observed }),
      effects: countRows("procedure_events where state = 'withdrawn'"),
    },
  },
  'POST /api/ops/tramites/estado': {
    // Nothing ever moves back to "presentado", so no hostile id can make this change anything.
    refused: { idTramite: 999999, estado: 'presentado', nota: '' },
    attack: () => ({ idTramite: DEMO_PROCEDURE.observed, estado: 'rechazado', nota: 'Rechazado por un intruso.' }),
  },
};
