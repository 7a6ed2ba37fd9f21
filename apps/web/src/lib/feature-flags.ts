import { useQuery } from '@tanstack/react-query';
import { configurationEndpoints } from '@vo/domain/configuration/configuration.endpoints';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import { featureFlagsOf } from '@vo/domain/configuration/feature-flags';
import { call, unwrap } from './api.ts';
import { FEATURE_FLAGS_KEY } from './feature-flag-keys.ts';

/**
 * Spec §9's flags as the server has them (docs/decisions/0025): the menu, the routes and the pages decide
 * with the same flags the server enforces. Until the answer arrives (or if it fails) the spec's values
 * stand, which is what a deployment runs unless it changed them.
 */
export function useFeatureFlags(): FeatureFlags {
  const flags = useQuery({
    queryKey: FEATURE_FLAGS_KEY,
    queryFn: async () =>
      featureFlagsOf(unwrap(await call(configurationEndpoints.featureFlags, undefined, { silent: true }))),
    staleTime: 5 * 60_000,
  });
  return flags.data ?? DEFAULT_FEATURE_FLAGS;
}
