import { useQuery } from '@tanstack/react-query';
import type { PassPrereservation } from '@vo/domain/season-passes/season-pass.rules';
import { seasonPassEndpoints as endpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

/** GET /abonos/tipo: the season pass type the page offers, with its prices. */
export function useSeasonPassType(type: string) {
  return useQuery({
    queryKey: ['season-pass', type],
    queryFn: async () => unwrap(await call(endpoints.passType, { tipoAbono: type })),
  });
}

/** POST /prereservas/abono, sent once per idempotency key. */
export const prereservePass = (body: PassPrereservation, key: string) => callOnce(endpoints.prereserve, body, key);
