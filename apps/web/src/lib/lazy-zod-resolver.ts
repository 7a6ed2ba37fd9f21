import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A zodResolver whose schema (and zod itself, ~22 KB gzip) loads on first use instead of with the page.
 * The login page uses it so it can show its form before the validation code arrives; `preload` starts the
 * download on the first focus, so by the time the person submits it is there.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>) {
  let loading: Promise<Resolver<T>> | null = null;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T>,
    );
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load() };
}
