import { createRoomRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { z } from 'zod';

/**
 * The create form as the page holds it: the domain's room schema (every rule of spec §5 from one
 * place), with the two fields a person types differently: moderators as one line of documents, and an
 * empty second presenter for "none".
 */
export const roomFormSchema = z.object({
  ...createRoomRequestSchema.shape,
  idModelo: createRoomRequestSchema.shape.idModelo,
  segundoPresentador: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(createRoomRequestSchema.shape.segundoPresentador),
  moderadores: z
    .string()
    .transform((value) =>
      value
        .split(/[\s,;]+/)
        .map((ci) => ci.trim())
        .filter(Boolean),
    )
    .pipe(createRoomRequestSchema.shape.moderadores.unwrap()),
});

export type RoomFormInput = z.input<typeof roomFormSchema>;
export type RoomFormOutput = z.output<typeof roomFormSchema>;

/** The steps of /eventos-aci/crear and the fields each one asks. */
export const ROOM_STEPS = [
  { label: 'rooms.create.stepEvent', fields: ['idModelo', 'idCiudad', 'nombre', 'direccion'] },
  { label: 'rooms.create.stepWhen', fields: ['fechaHora', 'duracionHoras', 'capacidad'] },
  {
    label: 'rooms.create.stepPeople',
    fields: ['organizadorNombre', 'organizadorTelefono', 'presentador', 'segundoPresentador', 'moderadores'],
  },
  { label: 'rooms.create.stepReview', fields: [] },
] as const;

export type RoomField = (typeof ROOM_STEPS)[number]['fields'][number];
export const ROOM_FIELDS: readonly RoomField[] = ROOM_STEPS.flatMap((step) => step.fields);

/** The step that holds a field the server refused. */
export function stepOf(field: string): number {
  const index = ROOM_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? ROOM_STEPS.length - 1 : index;
}

/** Half hours from 1 to 8 (spec §5 "duration within range", docs/decisions/0010). */
export const DURATION_CHOICES = Array.from({ length: 15 }, (_, i) => 1 + i / 2);
