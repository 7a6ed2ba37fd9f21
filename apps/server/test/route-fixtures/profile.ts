import { currencyEndpoints } from '@vo/domain/currency/currency.endpoints';
import { invoiceEndpoints } from '@vo/domain/invoice/invoice.endpoints';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** What the trust harness sends to the routes of profile, invoice data, notifications and the display currency. */
/** What the trust harness sends to the routes of profile, invoice data, notifications and the display currency. */
export const profileFixtures: Record<string, RouteFixture> = {
  // profile
  ...fixturesOf(
    [profileEndpoints.contactData, { refused: {}, attack: () => ({}) }],
    [profileEndpoints.countries, { refused: {}, attack: () => ({}) }],
    [profileEndpoints.cities, { refused: { pais: '999' }, attack: () => ({ pais: '1' }) }],
    [
      profileEndpoints.updateContactData,
      {
        // Two reasons, so changing any one field still leaves it refused: too short a phone, and
        // Santa Cruz de la Sierra is not a city of Argentina.
        refused: { correo: 'a@example.com', paisId: 2, ciudadId: 1003, telefono: '+54-12' },
        // A ci in the body is ignored: the caller can only ever change their own data.
        attack: (v) => ({
          correo: 'someone@example.com',
          paisId: 1,
          ciudadId: 1003,
          telefono: '+591-70000000',
          ci: v.ci,
        }),
      },
    ],
    [profileEndpoints.profile, { refused: {}, attack: (v) => ({ ci: v.ci }) }],
    [profileEndpoints.reminderChannels, { refused: {}, attack: (v) => ({ ci: v.ci }) }],
    [
      profileEndpoints.updateReminderChannels,
      {
        // Every choice of channels is fair: only a value that is not on or off is refused. Two such values, so
        // a hostile `true` in either field still leaves it refused.
        refused: { correo: 'no', sms: 'no', portal: true, push: true },
        // A ci in the body is ignored: a person only ever turns her own reminders off.
        attack: (v) => ({ correo: false, sms: false, portal: false, push: false, ci: v.ci }),
      },
    ],
  ),
  // invoice data
  ...fixturesOf(
    [
      invoiceEndpoints.companies,
      {
        // Two reasons: someone else's document, and a company id that cannot exist.
        refused: { docId: '7777777', empresas: [0] },
        attack: (v) => ({ docId: v.ci, empresas: [2, 3, 12] }),
      },
    ],
    [invoiceEndpoints.documentTypes, { refused: {}, attack: () => ({}) }],
    [invoiceEndpoints.invoiceData, { refused: { doc_id: '7777777' }, attack: (v) => ({ doc_id: v.ci }) }],
    [
      invoiceEndpoints.save,
      {
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
    ],
  ),
  // notifications
  ...fixturesOf(
    [
      notificationEndpoints.page,
      {
        refused: { ci: '7777777', tipo: '1', pagina: '1' },
        attack: (v) => ({ ci: v.ci, tipo: '1', pagina: '1' }),
      },
    ],
    [notificationEndpoints.unreadCount, { refused: {}, attack: () => ({}) }],
    [
      notificationEndpoints.markRead,
      {
        refused: { idnotificacion: '999999999' },
        attack: (v) => ({ idnotificacion: String(v.notificationId) }),
      },
    ],
  ),
  // currency
  ...fixturesOf(
    [currencyEndpoints.rates, { refused: {}, attack: () => ({}) }],
    [currencyEndpoints.setDisplayCurrency, { refused: { moneda: 'BOB' }, attack: () => ({ moneda: 'XXX' }) }],
  ),
};
