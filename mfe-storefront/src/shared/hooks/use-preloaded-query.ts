import type { StorefrontQuery } from '@bolsos/contracts';
import { usePreloaded } from '@bolsos/ui';

/**
 * The answer the server preloaded for this query, if any. Keys are contracts' `apiUrl` spelling
 * (`query.url`), the one the server used, so lookups hit on hydration.
 */
export function usePreloadedQuery<T>(query: StorefrontQuery): T | undefined {
  return usePreloaded<T>(query.url);
}
