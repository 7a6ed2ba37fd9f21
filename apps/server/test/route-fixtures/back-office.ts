import { staffAuthEndpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { staffMemberEndpoints } from '@vo/domain/back-office/staff-members.endpoints';
import { configurationAdminEndpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/**
 * What the trust harness sends to the back office's routes (docs/decisions/0038). Its staff are no portal people: a
 * portal role's token is no staff token, so every portal role is refused on a `staff` route, and the staff
 * roles themselves are walked by the back office's own matrix (platform/back-office/back-office-matrix.test.ts).
 */
export const backOfficeFixtures: Record<string, RouteFixture> = {
  ...fixturesOf(
    [
      staffAuthEndpoints.login,
      {
        refused: { correo: 'admin@oficinavirtual.bo', clave: 'Equivocada#2026' },
        attack: (victim) => ({ correo: victim.email, clave: 'Cliente#2026' }),
        sameAnswerForAnyone: 'a wrong password and an unknown e-mail read alike; only a staff password passes',
      },
    ],
    [
      staffAuthEndpoints.secondFactor,
      {
        refused: { desafio: 'not-a-proof', codigo: '123456' },
        attack: () => ({ desafio: 'not-a-proof', codigo: '123456' }),
      },
    ],
    [staffAuthEndpoints.me, { refused: {}, attack: () => ({}) }],
    [staffAuthEndpoints.logout, { refused: {}, attack: () => ({}) }],
    [configurationAdminEndpoints.settings, { refused: {}, attack: () => ({}) }],
    [
      configurationAdminEndpoints.change,
      {
        refused: { nombre: 'maxCardsPerClient', valor: '0', motivo: 'Un valor fuera de rango' },
        attack: () => ({ nombre: 'qrPayments', valor: 'false', motivo: 'Apagar los pagos QR' }),
      },
    ],
    [configurationAdminEndpoints.history, { refused: { nombre: 'noSuchThing' }, attack: () => ({}) }],
    [staffMemberEndpoints.list, { refused: {}, attack: () => ({}) }],
    [
      staffMemberEndpoints.unlock,
      {
        refused: { idPersonal: 999_999_999, motivo: 'Un motivo cualquiera' },
        attack: () => ({ idPersonal: 1, motivo: 'Desbloquear a quien no debe' }),
      },
    ],
  ),
};
