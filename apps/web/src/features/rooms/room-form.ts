import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { roomStaffRefusals } from '@vo/domain/rooms/room-staff.rules';
import { checkRoomTime } from '@vo/domain/rooms/room-time.rules';
import { createRoomRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { z } from 'zod';

/** The moderators' line as typed ("2000003, 2000004"): the documents in it. */
function moderatorDocuments(line: string): string[] {
  return line.split(/[\s,;]+/).filter(Boolean);
}

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
  moderadores: z.string().transform(moderatorDocuments).pipe(createRoomRequestSchema.shape.moderadores.unwrap()),
});

export type RoomFormInput = z.input<typeof roomFormSchema>;
export type RoomFormOutput = z.output<typeof roomFormSchema>;

/** The steps of /eventos-aci/crear and the fields each one asks. */
export const ROOM_STEPS = [
  { label: 'rooms.create.stepEvent', fields: ['idModelo', 'idCiudad', 'nombre', 'direccion'] },
  { label: 'rooms.create.stepWhen', fields: ['fechaHora', 'duracionHoras', 'capacidad'] },
  { label: 'rooms.create.stepOrganiser', fields: ['organizadorNombre', 'organizadorTelefono'] },
  { label: 'rooms.create.stepPresenters', fields: ['presentador', 'segundoPresentador', 'moderadores'] },
  { label: 'rooms.create.stepReview', fields: [] },
] as const;

export type RoomField = (typeof ROOM_STEPS)[number]['fields'][number];
export const ROOM_FIELDS: readonly RoomField[] = ROOM_STEPS.flatMap((step) => step.fields);

/** The step that holds a field the server refused. */
export function stepOf(field: string): number {
  const index = ROOM_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? ROOM_STEPS.length - 1 : index;
}

export interface StepRefusal {
  field: RoomField;
  message: MessageKey;
}

/**
 * The rules of spec §5 a step can check once its own fields are well formed, the ones that weigh
 * fields against each other or the clock: the room's time (the same domain rule the server applies),
 * and the organiser, presenters and moderators being different people (the domain's rule too). The
 * server checks them again.
 */
export function stepRefusals(
  step: number,
  values: RoomFormInput,
  context: { now: Date; organiserDocument: string },
): StepRefusal[] {
  const fields = ROOM_STEPS[step]?.fields as readonly string[] | undefined;
  if (fields?.includes('fechaHora')) {
    const checked = checkRoomTime(String(values.fechaHora ?? ''), Number(values.duracionHoras), context.now);
    return 'refusal' in checked ? [{ field: checked.field, message: checked.refusal }] : [];
  }
  if (fields?.includes('presentador'))
    return roomStaffRefusals(context.organiserDocument, {
      presenter: String(values.presentador ?? '').trim(),
      secondPresenter: String(values.segundoPresentador ?? '').trim(),
      moderators: moderatorDocuments(String(values.moderadores ?? '')),
    });
  return [];
}

/** What the server says of a typed document: an adviser's, not one, or null when it could not be asked. */
export type AdviserLookup = (ci: string) => Promise<boolean | null>;

/**
 * The presenters typed whom the server says are not advisers (spec §5 "ID must belong to an adviser"),
 * asked before leaving the step. A lookup that failed refuses nothing: the server checks again.
 */
export async function presentersNotAdvisers(values: RoomFormInput, isAdviser: AdviserLookup): Promise<RoomField[]> {
  const typed = (['presentador', 'segundoPresentador'] as const).filter((f) => String(values[f] ?? '').trim());
  const known = await Promise.all(typed.map((f) => isAdviser(String(values[f]).trim())));
  return typed.filter((_, i) => known[i] === false);
}

/** Half hours from 1 to 8 (spec §5 "duration within range", docs/decisions/0010). */
export const DURATION_CHOICES = Array.from({ length: 15 }, (_, i) => 1 + i / 2);
