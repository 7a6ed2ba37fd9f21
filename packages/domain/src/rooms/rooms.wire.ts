import { z } from 'zod';
import { splitPhone } from '../profile/phone.rules.ts';
import {
  cancelRoomRequestSchema,
  createRoomRequestSchema,
  joinRoomRequestSchema,
  moderatorsRequestSchema,
  presentersRequestSchema,
  roomIdSchema,
} from './rooms.schemas.ts';
import type { RoomOptions } from './rooms.types.ts';

/*
 * The meeting rooms' requests (spec §2 /eventos-aci; docs/decisions/0010, 0020): advisers are named by
 * document number, documentNumber inside. A room as its members see it is in room-view.wire.ts.
 */

/** Who is named as presenter, second presenter and moderators, by document number. */
export interface StaffChoice {
  presenter: string;
  secondPresenter?: string | undefined;
  moderators?: string[] | undefined;
}

const byRoom = z.object({ idSala: roomIdSchema });

/** GET /salas/detalle?idSala=, POST /salas/salir and /salas/recordatorio {idSala}. */
export const roomRequest = byRoom.transform((body) => ({ roomId: body.idSala }));

/** GET /salas/asesor?ci=: an adviser's document, typed as for a presenter. */
export const adviserRequest = z
  .object({ ci: createRoomRequestSchema.shape.presentador })
  .transform((query) => ({ documentNumber: query.ci }));

/** POST /salas: the four steps of /eventos-aci/crear; the start is La Paz wall time, read by the service. */
export const createRoomRequest = createRoomRequestSchema.transform((body) => ({
  modelId: body.idModelo,
  cityId: body.idCiudad,
  name: body.nombre,
  address: body.direccion,
  localStart: body.fechaHora,
  durationHours: body.duracionHoras,
  capacity: body.capacidad,
  organiser: { name: body.organizadorNombre, phone: body.organizadorTelefono },
  staff: {
    presenter: body.presentador,
    secondPresenter: body.segundoPresentador,
    moderators: body.moderadores,
  } satisfies StaffChoice,
}));
export type CreateRoomInput = z.output<typeof createRoomRequest>;

export const joinRoomRequest = joinRoomRequestSchema.transform((body) => ({ code: body.codigo }));

export const cancelRoomRequest = byRoom
  .extend(cancelRoomRequestSchema.shape)
  .transform((body) => ({ roomId: body.idSala, reason: body.motivo }));

export const moderatorsRequest = byRoom
  .extend(moderatorsRequestSchema.shape)
  .transform((body) => ({ roomId: body.idSala, moderators: body.moderadores }));

export const presentersRequest = byRoom.extend(presentersRequestSchema.shape).transform((body) => ({
  roomId: body.idSala,
  presenter: body.presentador,
  secondPresenter: body.segundoPresentador,
}));

export interface RoomFormOptions {
  models: { id: number; name: string }[];
  cities: { id: number; name: string }[];
  /** The adviser asking: the organiser of the room they are about to create. */
  organiser?: { documentNumber: string; name: string; phone: string | null };
}

export const roomOptionsAnswer = z.object({
  modelos: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  ciudades: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  // Added after the call's first shape, last and always sent (docs/decisions/0020, 0035); null if unknown.
  organizador: z.object({ ci: z.string(), nombre: z.string(), telefono: z.string() }).nullable(),
}) satisfies z.ZodType<RoomOptions>;

export const roomOptionsWire = (options: RoomFormOptions): RoomOptions => ({
  modelos: options.models.map((model) => ({ id: model.id, nombre: model.name })),
  ciudades: options.cities.map((city) => ({ id: city.id, nombre: city.name })),
  organizador: options.organiser
    ? {
        ci: options.organiser.documentNumber,
        nombre: options.organiser.name,
        // The form's organiser phone is digits only (spec §5): the stored "+591-74567890" without its prefix.
        telefono: splitPhone(options.organiser.phone).number,
      }
    : null,
});

/** How many prospects a cancellation or a reminder reached. */
export const prospectsToldAnswer = z.object({ avisados: z.number().int() });
export const prospectsToldWire = (told: number): z.output<typeof prospectsToldAnswer> => ({ avisados: told });
