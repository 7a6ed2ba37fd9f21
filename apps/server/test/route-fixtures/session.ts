import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { configurationEndpoints } from '@vo/domain/configuration/configuration.endpoints';
import { configurationOpsEndpoints } from '@vo/domain/configuration/configuration-ops.endpoints';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import { maintenanceOpsEndpoints } from '@vo/domain/maintenance/maintenance-ops.endpoints';
import { notificationOpsEndpoints } from '@vo/domain/notifications/notifications-ops.endpoints';
import { noveltyEndpoints } from '@vo/domain/novelties/novelties.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

const SAME_FOR_ANY_DOCUMENT =
  'recovery answers every well-formed document alike, registered or not, and shows no contact (docs/decisions/0018)';

/** What the trust harness sends to the routes of sign-in, passwords, recovery, the session, maintenance and the operator's user calls. */
export const sessionFixtures: Record<string, RouteFixture> = {
  ...fixturesOf(
    [
      authEndpoints.login,
      {
        refused: { user: '7777777', password: 'Wrong#0000', dispositivo: 'web', tokenFCM: '' },
        attack: (v) => ({ user: v.ci, password: 'Guess#0000', dispositivo: 'web' }),
      },
    ],
    [authEndpoints.mobileSession, { refused: {}, attack: () => ({}) }],
    [
      deviceKeyEndpoints.register,
      {
        // Not a P-256 key: refused, whatever else the hostile run puts beside it.
        refused: { dispositivo: 'phone', clavePublica: 'bm90IGEga2V5', tipoAutenticacion: 2 },
        attack: (v) => ({ dispositivo: `phone-of-${v.ci}`, clavePublica: 'bm90IGEga2V5', tipoAutenticacion: 2 }),
      },
    ],
    [
      deviceKeyEndpoints.preference,
      { refused: { dispositivo: 'phone' }, attack: (v) => ({ dispositivo: `phone-of-${v.ci}` }) },
    ],
    [
      deviceKeyEndpoints.changePreference,
      {
        refused: { dispositivo: 'phone', biometriaActiva: true },
        attack: (v) => ({ dispositivo: `phone-of-${v.ci}`, biometriaActiva: false }),
      },
    ],
    [
      deviceKeyEndpoints.challenge,
      {
        refused: { user: '7777777', dispositivo: 'phone' },
        attack: (v) => ({ user: v.ci, dispositivo: 'phone' }),
        sameAnswerForAnyone:
          'every document and device gets a fresh random challenge; one is stored only for a live key, and spending it needs that key (docs/decisions/0027)',
      },
    ],
    [authEndpoints.mobileSessionData, { refused: {}, attack: () => ({}) }],
    [authEndpoints.passwordLink, { refused: { usuario: 'not-a-link' }, attack: () => ({ usuario: 'not-a-link' }) }],
    [
      authEndpoints.setPasswordByLink,
      {
        refused: { usuario: 'not-a-link', password: 'Valid#2026', confirmacion: 'Valid#2026' },
        attack: () => ({ usuario: 'not-a-link', password: 'Taken#2026', confirmacion: 'Taken#2026' }),
      },
    ],
    [
      authEndpoints.changePassword,
      {
        refused: { actual: 'Wrong#0000', password: 'Valid#2026', confirmacion: 'Valid#2026' },
        attack: () => ({ actual: 'Guess#0000', password: 'Taken#2026', confirmacion: 'Taken#2026' }),
      },
    ],
    [
      deviceKeyEndpoints.signOutEverywhere,
      // A wrong password ends nothing; the right one would end the caller's own sessions only.
      { refused: { actual: 'Wrong#0000' }, attack: () => ({ actual: 'Guess#0000' }) },
    ],
    [
      authEndpoints.recoveryChannels,
      { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }), sameAnswerForAnyone: SAME_FOR_ANY_DOCUMENT },
    ],
    [
      authEndpoints.sendRecoveryCode,
      {
        refused: { ci: '7777777', metodo: 'sms' },
        attack: (v) => ({ ci: v.ci, metodo: 'correo' }),
        sameAnswerForAnyone: SAME_FOR_ANY_DOCUMENT,
        victimEffectsByDesign: {
          tables: ['recovery_codes', 'outbox_messages'],
          why: 'anyone who knows a document may have a recovery code sent to its owner (rate-limited); the password is untouched',
        },
      },
    ],
    [
      authEndpoints.checkRecoveryCode,
      {
        refused: { ci: '7777777', codigo: '123456' },
        attack: (v) => ({ ci: v.ci, codigo: '123456' }),
        victimEffectsByDesign: {
          tables: ['recovery_codes'],
          why: 'a wrong guess uses up one of the 5 tries of the hour for that document; it never yields a password link',
        },
      },
    ],
    [sessionEndpoints.logout, { refused: {}, attack: () => ({}) }],
    [sessionEndpoints.home, { refused: {}, attack: () => ({}) }],
    [sessionEndpoints.language, { refused: {}, attack: () => ({}) }],
    [sessionEndpoints.changeLanguage, { refused: { lenguaje: 'xx' }, attack: () => ({ lenguaje: 'xx' }) }],
    [
      sessionEndpoints.registerDevice,
      {
        refused: { ciUser: '1000002', tokenDispositivo: 'device', imei: '' },
        attack: (v) => ({ ciUser: v.ci, tokenDispositivo: `stolen-${v.ci}`, imei: '' }),
      },
    ],
    [maintenanceEndpoints.check, { refused: {}, attack: () => ({}) }],
    [
      maintenanceOpsEndpoints.on,
      { refused: { hasta: '01/01/2000 00:00:00' }, attack: () => ({ hasta: '01/01/2099 00:00:00' }) },
    ],
    [maintenanceOpsEndpoints.off, { refused: {}, attack: () => ({}) }],
  ),
  ...fixturesOf(
    [configurationEndpoints.featureFlags, { refused: {}, attack: () => ({}) }],
    // Only names the portal knows, with =on or =off: no hostile string is a setting.
    [configurationOpsEndpoints.setFlags, { refused: { cambios: 'noSuchFlag=on' }, attack: () => ({ cambios: 'x' }) }],
    [noveltyEndpoints.pending, { refused: {}, attack: () => ({}) }],
    [
      noveltyEndpoints.seen,
      {
        refused: { idNovedad: 999999 },
        attack: () => ({ idNovedad: 1 }),
        ownIdByDesign: 'a novelty is nobody’s: marking one seen records only that the caller has seen it',
      },
    ],
  ),
  ...fixturesOf(
    [userOpsEndpoints.logout, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.disable, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.enable, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.landButtonRestrict, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.landButtonAllow, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.idCardAsk, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
    [userOpsEndpoints.idCardReceived, { refused: { ci: '7777777' }, attack: (v) => ({ ci: v.ci }) }],
  ),
  ...fixturesOf(
    [
      notificationOpsEndpoints.notify,
      {
        refused: { para: '7777777', titulo: 'Hola', texto: 'hola' },
        attack: (v) => ({ para: v.ci, titulo: 'Hola', texto: 'hola' }),
      },
    ],
    [
      notificationOpsEndpoints.promote,
      {
        refused: { para: '7777777', titulo: 'Promo', texto: 'promo' },
        attack: (v) => ({ para: v.ci, titulo: 'Promo', texto: 'promo' }),
      },
    ],
  ),
};
