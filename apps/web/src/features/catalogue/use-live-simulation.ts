import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** The simulation follows the form once the person has stopped typing this long. */
const DEBOUNCE_MS = 400;

/**
 * A simulation that follows a form (a lot's plan, a membership's): asked once the typing stops, the last
 * figures kept on screen (dimmed) while new ones come, and the server's refusal placed on its field.
 */
export function useLiveSimulation<R, S, F extends string>(
  scope: string,
  request: R | null,
  simulate: (request: R) => Promise<S>,
  fields: readonly F[],
) {
  const settled = useDebounced(request, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [scope, settled],
    queryFn: () => simulate(settled as R),
    enabled: settled !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const current =
    request !== null &&
    JSON.stringify(settled) === JSON.stringify(request) &&
    query.isSuccess &&
    !query.isFetching &&
    !query.isPlaceholderData;
  const waiting = query.isFetching || JSON.stringify(settled) !== JSON.stringify(request);
  const refusal = current || waiting ? null : serverFieldError(query.error, fields);
  return {
    data: query.data,
    /** the figures shown are of the form as it is now */
    current,
    /** the server's refusal of the form as it is, on one of `fields` */
    refusal,
    /** a failure that is no field's (the network, the server) */
    failed: query.isError && !waiting && request !== null && refusal === null,
  };
}
