import { communicationEndpoints } from '@vo/domain/communication/communication.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/**
 * What the trust harness sends to the back office's communication routes (docs/decisions/0038). They are `staff`
 * routes: every portal role is refused before the body is read, so the victim is never reached.
 */
export const backOfficeCommunicationFixtures: Record<string, RouteFixture> = {
  ...fixturesOf(
    [communicationEndpoints.windows, { refused: { pagina: '1' }, attack: () => ({ pagina: '1' }) }],
    [
      communicationEndpoints.schedule,
      {
        refused: { inicio: '01/01/2020 00:00:00', fin: '01/01/2020 01:00:00' },
        attack: () => ({ inicio: '01/01/2099 00:00:00', fin: '01/01/2099 01:00:00' }),
      },
    ],
    [communicationEndpoints.closeWindow, { refused: { id: 999_999_999 }, attack: () => ({ id: 1 }) }],
    [communicationEndpoints.companies, { refused: {}, attack: () => ({}) }],
    [
      communicationEndpoints.send,
      {
        refused: { tipo: 'aviso', destino: 'persona', ci: '999999999', titulo: 'x', texto: 'y' },
        attack: (victim) => ({ tipo: 'aviso', destino: 'persona', ci: victim.ci, titulo: 'x', texto: 'y' }),
      },
    ],
    [communicationEndpoints.outbox, { refused: { buscar: 'nadie' }, attack: (victim) => ({ buscar: victim.email }) }],
  ),
};
