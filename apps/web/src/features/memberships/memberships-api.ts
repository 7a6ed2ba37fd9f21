import { useQuery } from '@tanstack/react-query';
import type {
  MembershipBatch,
  MembershipBatchLine,
  MembershipChoice,
  MembershipSimulation,
} from '@vo/domain/memberships/membership.schemas';
import type { MembershipPage } from '@vo/domain/memberships/membership-config';
import { membershipEndpoints as endpoints } from '@vo/domain/memberships/memberships.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { callOnce } from '../../lib/send-once.ts';

export function useMembershipOffers(page: MembershipPage) {
  return useQuery({
    queryKey: ['membership-offers', page],
    queryFn: async () => unwrap(await call(endpoints.offers, { pagina: page })),
  });
}

/** POST /membresias/simular, silent: a refusal is shown next to its field. */
export async function simulateMembership(body: MembershipChoice): Promise<MembershipSimulation> {
  return unwrap(await call(endpoints.simulate, body, { silent: true }));
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
    const answer = await callOnce(endpoints.prereserve, body, key);
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
