import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabinReservationRequest, CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import type { CabinType } from '@vo/domain/cabins/cabin-config';
import { cabinEndpoints as endpoints } from '@vo/domain/cabins/cabins.endpoints';
import { cashierEndpoints } from '@vo/domain/cashier/cashier.endpoints';
import type { CashierCustomer } from '@vo/domain/cashier/cashier.schemas';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

/**
 * Whose cabins the page books: the person logged in (no document), or, for a cashier at the desk, the
 * customer named by `document` (the cashier's calls, each audited on the server).
 */
export type Booker = { document?: string };

const keys = {
  home: (document?: string) => ['cabins', document ?? 'own'] as const,
  availability: (q: object) => ['cabins', 'availability', q] as const,
  deskLog: ['cabins', 'desk-log'] as const,
};

export type DeskCabinsHome = CabinsHome & { cliente?: CashierCustomer };

const homeQuery = (document?: string, silent = false) => ({
  queryKey: keys.home(document),
  queryFn: async (): Promise<DeskCabinsHome> =>
    unwrap(
      document ? await call(cashierEndpoints.cabins, { documento: document }, { silent }) : await call(endpoints.home),
    ),
  // The cashier's lookup already read it: the page shows that answer instead of asking (and auditing) again.
  staleTime: 30_000,
});

export function useCabinsHome({ document }: Booker = {}) {
  return useQuery(homeQuery(document));
}

/** The cashier's lookup of a customer by document: refused quietly (the page shows why at the field). */
export function useFindCustomer() {
  const queryClient = useQueryClient();
  return (document: string) => queryClient.fetchQuery(homeQuery(document, true));
}

export function useAvailability(query: { parque: number; tipo: string; desde: string; dias: number }) {
  // The kind is one of the codes the server listed (GET /cabanas); the server checks it again.
  const params = {
    parque: String(query.parque),
    tipo: query.tipo as CabinType,
    desde: query.desde,
    dias: String(query.dias),
  };
  return useQuery({
    queryKey: keys.availability(params),
    queryFn: async () => unwrap(await call(endpoints.availability, params)),
  });
}

export const reserveCabin = (body: CabinReservationRequest, key: string, { document }: Booker = {}) =>
  document
    ? callOnce(cashierEndpoints.reserveCabin, { ...body, documento: document }, key)
    : callOnce(endpoints.reserve, body, key);
export const cancelCabin = (idReserva: number, key: string, { document }: Booker = {}) =>
  document
    ? callOnce(cashierEndpoints.cancelCabin, { idReserva, documento: document }, key)
    : callOnce(endpoints.cancel, { idReserva }, key);

/** The cashier's own audited acts for customers. */
export function useDeskLog() {
  return useQuery({
    queryKey: keys.deskLog,
    queryFn: async () => unwrap(await call(cashierEndpoints.actions)),
  });
}

/** After a reservation or a cancellation, the calendar, the list (and the cashier's record) are read again. */
export function useRefreshCabins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cabins'] });
}

/** POST /cabanas/reservas/calificar: the guest's stars for a stay that has ended (once; a resend is refused). */
export const rateStay = async (body: { idReserva: number; estrellas: number; comentario?: string }) =>
  call(endpoints.rate, body, { silent: true });
