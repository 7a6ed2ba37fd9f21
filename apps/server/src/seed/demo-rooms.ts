import type { Executor } from '../db/client.ts';
import { guestEvents, invitations, roomAgenda, roomMembers, rooms } from '../db/schema/index.ts';

const MINUTE_MS = 60_000;

/**
 * The demo's rooms and events (ARCHITECTURE §9 "rooms"): 2000001 organises a business presentation
 * that starts 40 minutes after the demo is seeded, with 2000002 presenting and four prospects invited,
 * so its attendance can be marked (spec §5: from 60 minutes before the start); two events take guests.
 */
export async function seedDemoRooms(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const id = (ci: string) => idOf.get(ci)!;
  const startsAt = new Date(Math.ceil((now.getTime() + 40 * MINUTE_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS);
  const endsAt = new Date(startsAt.getTime() + 120 * MINUTE_MS);
  const [room] = await tx
    .insert(rooms)
    .values({
      code: 'DEMO26',
      modelId: 1,
      cityId: 1003,
      name: 'Presentación de negocio Santa Cruz',
      address: 'Av. San Martín 1450, Equipetrol, salón 3',
      startsAt,
      endsAt,
      durationMinutes: 120,
      capacity: 30,
      creatorUserId: id('2000001'),
      organiserName: 'Carlos Suárez',
      organiserPhone: '74567890',
      createdAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS),
    })
    .returning({ id: rooms.id });
  const roomId = room!.id;
  await tx.insert(roomMembers).values([
    { roomId, userId: id('2000001'), role: 'creator' },
    { roomId, userId: id('2000002'), role: 'presenter' },
  ]);
  await tx.insert(roomAgenda).values([
    { roomId, userId: id('2000001'), startsAt, endsAt },
    { roomId, userId: id('2000002'), startsAt, endsAt },
  ]);
  const invitedAt = (days: number) => new Date(now.getTime() - days * 24 * 60 * MINUTE_MS);
  await tx.insert(invitations).values([
    {
      roomId,
      inviterUserId: id('2000001'),
      name: 'Ramiro Vaca Díez',
      contactKind: 'ambos',
      email: 'ramiro.vaca@example.com',
      phone: '71112233',
      city: 'Santa Cruz de la Sierra',
      createdAt: invitedAt(3),
    },
    {
      roomId,
      inviterUserId: id('2000001'),
      name: 'Paola Justiniano Rivero',
      contactKind: 'correo',
      email: 'paola.justiniano@example.com',
      city: 'Santa Cruz de la Sierra',
      createdAt: invitedAt(2),
    },
    {
      roomId,
      inviterUserId: id('2000001'),
      name: 'Marcelo Antelo Peña',
      contactKind: 'telefono',
      phone: '72223344',
      city: 'Warnes',
      createdAt: invitedAt(1),
    },
    {
      roomId,
      inviterUserId: id('2000002'),
      name: 'Silvia Roca Áñez',
      contactKind: 'correo',
      email: 'silvia.roca@example.com',
      city: 'Montero',
      createdAt: invitedAt(1),
    },
  ]);
  const inDays = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * 24 * 60 * MINUTE_MS);
    date.setUTCHours(hour + 4, 0, 0, 0); // La Paz is UTC−4
    return date;
  };
  await tx.insert(guestEvents).values([
    {
      id: 1,
      name: 'Lanzamiento Urbanización Las Palmeras',
      place: 'Hotel Los Tajibos, Santa Cruz',
      startsAt: inDays(10, 19),
    },
    { id: 2, name: 'Día de puertas abiertas del parque', place: 'Parque Aventura, Cotoca', startsAt: inDays(24, 10) },
  ]);
}
