import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabinAvailability, CabinReservationRequest, CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import type { CashierAction, CashierCustomer } from '@vo/domain/cashier/cashier.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { sendOnce } from '../../lib/send-once.ts';

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
  queryFn: async () =>
    unwrap(
      document
        ? await api<DeskCabinsHome>('caja/cabanas', { query: { documento: document }, silent })
        : await api<DeskCabinsHome>('cabanas'),
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
  const params = { parque: String(query.parque), tipo: query.tipo, desde: query.desde, dias: String(query.dias) };
  return useQuery({
    queryKey: keys.availability(params),
    queryFn: async () => unwrap(await api<CabinAvailability>('cabanas/disponibilidad', { query: params })),
  });
}

export const reserveCabin = (body: CabinReservationRequest, key: string, { document }: Booker = {}) =>
  document
    ? sendOnce<{ idReserva: number; cabana: string }>('caja/cabanas/reservas', { ...body, documento: document }, key)
    : sendOnce<{ idReserva: number; cabana: string }>('cabanas/reservas', body, key);
export const cancelCabin = (idReserva: number, key: string, { document }: Booker = {}) =>
  document
    ? sendOnce<{ idReserva: number }>('caja/cabanas/reservas/cancelar', { idReserva, documento: document }, key)
    : sendOnce<{ idReserva: number }>('cabanas/reservas/cancelar', { idReserva }, key);

/** The cashier's own audited acts for customers. */
export function useDeskLog() {
  return useQuery({
    queryKey: keys.deskLog,
    queryFn: async () => unwrap(await api<CashierAction[]>('caja/acciones')),
  });
}

/** After a reservation or a cancellation, the calendar, the list (and the cashier's record) are read again. */
export function useRefreshCabins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cabins'] });
}
