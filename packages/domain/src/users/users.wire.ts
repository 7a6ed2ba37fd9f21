import { z } from 'zod';
import { documentNumberSchema } from '../auth/auth.schemas.ts';

/*
 * The operator's calls on one person's access (docs/decisions/0020): the person is named by document
 * number, and the answer says back which one was acted on.
 */

/** POST /ops/users/logout|disable|enable {ci}. */
export const personAccessRequest = z
  .object({ ci: documentNumberSchema })
  .transform((body) => ({ documentNumber: body.ci }));

export const personAccessAnswer = z.object({ ci: z.string() });
export const personAccessWire = (documentNumber: string): z.output<typeof personAccessAnswer> => ({
  ci: documentNumber,
});
