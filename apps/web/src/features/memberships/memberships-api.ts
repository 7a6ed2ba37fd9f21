import { useQuery } from '@tanstack/react-query';
import type { MembershipPage } from '@vo/domain/config';
import type {
  MembershipBatch,
  MembershipBatchLine,
  MembershipChoice,
  MembershipOfferWire,
  MembershipSimulation,
} from '@vo/domain/memberships/membership.schemas';
import type { PassPrereservation, SeasonPassTypeWire } from '@vo/domain/season-passes/season-pass.rules';
import { api, unwrap } from '../../lib/api.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { sendOnce } from '../../lib/send-once.ts';
import type { StepAnswer } from '../catalogue/catalogue-api.ts';

export function useMembershipOffers(page: MembershipPage) {
  return useQuery({
    queryKey: ['membership-offers', page],
    queryFn: async () => unwrap(await api<MembershipOfferWire[]>('membresias/ofertas', { query: { pagina: page } })),
  });
}

/** POST /membresias/simular, silent: a refusal is shown next to its field. */
export async function simulateMembership(body: MembershipChoice): Promise<MembershipSimulation> {
  return unwrap(await api<MembershipSimulation>('membresias/simular', { method: 'POST', body, silent: true }));
}

export interface BatchAnswer {
  lines: MembershipBatchLine[];
  message?: string;
  /** every line failed: nothing was written */
  refused: boolean;
}

/**
 * POST /prereservas/membresias: the lines' outcomes whether some or all failed (spec §8 names which); a
 * refusal about the buyer (data.campo) or the network is thrown for the form to show.
 */
export async function prereserveMemberships(body: MembershipBatch, key: string): Promise<BatchAnswer> {
  try {
    const answer = await sendOnce<{ lineas: MembershipBatchLine[] }>('prereservas/membresias', body, key);
    return { lines: answer.data.lineas, message: answer.message, refused: false };
  } catch (error) {
    const lines =
      error instanceof ApiFailure
        ? (error.envelope.data as { lineas?: MembershipBatchLine[] } | undefined)?.lineas
        : undefined;
    if (!lines || !(error instanceof ApiFailure)) throw error;
    return { lines, message: error.envelope.message, refused: true };
  }
}

export function useSeasonPassType(type: string) {
  return useQuery({
    queryKey: ['season-pass', type],
    queryFn: async () => unwrap(await api<SeasonPassTypeWire>('abonos/tipo', { query: { tipoAbono: type } })),
  });
}

export const prereservePass = (body: PassPrereservation, key: string) =>
  sendOnce<StepAnswer & { disponibles: number }>('prereservas/abono', body, key);
