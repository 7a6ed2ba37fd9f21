import { type LotMap, projectGeometryWire } from '@vo/domain/catalogue/project-map.wire';
import { ApiStatus } from '@vo/domain/envelope';
import type { AppDeps } from '../../platform/deps.ts';
import { type KeptAnswer, keptAnswer } from '../../platform/memory/kept-answer.ts';

/*
 * The bytes of GET /proyectos/mapa/dibujo, built once per kept drawing and dropped with it (deps.memory.geometry;
 * docs/decisions/0021, 0055). A drawing loaded again after its five minutes writes the same bytes, hence the same
 * ETag: phones keep theirs.
 */
export function geometryAnswer(deps: AppDeps, drawing: LotMap): Promise<KeptAnswer> {
  const answers = deps.memory.geometry;
  let answer = answers.get(drawing);
  if (!answer) {
    // A success carries no message, so one set of bytes serves every language.
    answer = keptAnswer({ status: ApiStatus.ok, data: projectGeometryWire(drawing) });
    answers.set(drawing, answer);
  }
  return answer;
}
