import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

/** The cards a customer keeps (docs/decisions/0022). */
const savedCardKeys = { all: ['payments', 'saved-cards'] as const };

/** GET /tarjetas/guardadas */
export function useSavedCards() {
  return useQuery({
    queryKey: savedCardKeys.all,
    queryFn: async () => unwrap(await call(endpoints.savedCards)),
  });
}

/** POST /tarjetas/guardadas/eliminar, once per key: a retry after a lost answer reads the first answer. */
export const removeSavedCard = (idTarjeta: number, key: string) =>
  callOnce(endpoints.removeSavedCard, { idTarjeta }, key);

/** After a removal (or a payment with a new card), the list is read again. */
export function useRefreshSavedCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
}
