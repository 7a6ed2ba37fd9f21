import type { z } from 'zod';

/** The catalogue key of the first rule each field breaks, by field name. */
export type FieldErrors = Record<string, string>;

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Checks a form with its domain schema: the parsed values (trimmed, upper-cased…) or one message per field. */
export function checkWithSchema<T>(schema: z.ZodType<T>, values: unknown): SchemaCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // The first broken rule is the one to fix first, as react-hook-form's resolver shows it.
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A schema (and zod itself, ~22 kB gzip) loaded on first use instead of with the page: the login page shows its
 * form before the validation code arrives; `preload` starts the download on the first focus, so by the time the
 * person submits it is there.
 */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>) {
  let loading: Promise<z.ZodType<T>> | null = null;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    check: async (values: unknown) => checkWithSchema(await schema(), values),
    preload: () => void schema().catch(() => undefined),
  };
}
