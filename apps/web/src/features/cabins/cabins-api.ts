import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabinAvailability, CabinReservationRequest, CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { sendOnce } from '../../lib/send-once.ts';

const keys = { home: ['cabins'] as const, availability: (q: object) => ['cabins', 'availability', q] as const };

export function useCabinsHome() {
  return useQuery({ queryKey: keys.home, queryFn: async () => unwrap(await api<CabinsHome>('cabanas')) });
}

export function useAvailability(query: { parque: number; tipo: string; desde: string; dias: number }) {
  const params = { parque: String(query.parque), tipo: query.tipo, desde: query.desde, dias: String(query.dias) };
  return useQuery({
    queryKey: keys.availability(params),
    queryFn: async () => unwrap(await api<CabinAvailability>('cabanas/disponibilidad', { query: params })),
  });
}

export const reserveCabin = (body: CabinReservationRequest, key: string) =>
  sendOnce<{ idReserva: number; cabana: string }>('cabanas/reservas', body, key);
export const cancelCabin = (idReserva: number, key: string) =>
  sendOnce<{ idReserva: number }>('cabanas/reservas/cancelar', { idReserva }, key);

/** After a reservation or a cancellation, the calendar and the list are read again. */
export function useRefreshCabins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.home });
}
