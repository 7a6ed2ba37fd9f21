import { projectGeometryWire } from '@vo/domain/catalogue/project-map.wire';
import { ApiStatus } from '@vo/domain/envelope';
import { type KeptAnswer, keptAnswer } from '../../platform/memory/kept-answer.ts';
import type { Drawing } from './drawing-cache.ts';

/*
 * The bytes of GET /proyectos/mapa/dibujo, built once per kept drawing and dropped with it (docs/decisions/0021).
 * A drawing loaded again after its five minutes writes the same bytes, hence the same ETag: phones keep theirs.
 */
const answers = new WeakMap<Drawing, Promise<KeptAnswer>>();

export function geometryAnswer(drawing: Drawing): Promise<KeptAnswer> {
  let answer = answers.get(drawing);
  if (!answer) {
    // A success carries no message, so one set of bytes serves every language.
    answer = keptAnswer({ status: ApiStatus.ok, data: projectGeometryWire(drawing) });
    answers.set(drawing, answer);
  }
  return answer;
}
