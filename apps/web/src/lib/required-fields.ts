/**
 * Which fields of a form schema the person must fill: a field is required when none of "nothing", an empty
 * text or an unchosen option passes its schema. Read from the very schema the server checks, so the
 * asterisk cannot drift from the rule; a field required only together with another (one of two surnames,
 * the institution of a public official) is not marked, since its schema alone lets it be empty.
 *
 * Only the parts of zod used by structure, not zod itself: the login page's download stays as it is.
 */
interface ParsesValues {
  safeParse: (value: unknown) => { success: boolean };
}
interface SchemaShape extends ParsesValues {
  shape?: Record<string, ParsesValues>;
  _zod?: { def?: { type?: string; in?: SchemaShape } };
}

const EMPTY_VALUES: readonly unknown[] = [undefined, null, ''];

function objectShape(schema: SchemaShape): Record<string, ParsesValues> {
  if (schema.shape) return schema.shape;
  // A schema with a transform is a pipe: its fields are those of what goes in.
  const def = schema._zod?.def;
  if (def?.type === 'pipe' && def.in) return objectShape(def.in);
  return {};
}

export function requiredFieldsOf(schema: unknown): ReadonlySet<string> {
  const shape = objectShape(schema as SchemaShape);
  const names = Object.keys(shape).filter((name) =>
    EMPTY_VALUES.every((empty) => !shape[name]!.safeParse(empty).success),
  );
  return new Set(names);
}
