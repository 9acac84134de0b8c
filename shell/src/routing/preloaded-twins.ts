import type { PageState } from '@bolsos/contracts';
import { normalizePathname, type TwinPaths } from '@bolsos/ui';

/**
 * Twins of the page at `pathname` known from the server's preloaded answers (a product's
 * `alternates`). The switcher renders them on the server and on the hydrating render alike, so a
 * product page's language links are right in the first HTML, with or without JavaScript.
 */
export function preloadedTwins(state: PageState | null, pathname: string): TwinPaths | undefined {
  if (!state) return undefined;
  const path = normalizePathname(pathname);
  for (const answer of Object.values(state.api)) {
    const data = (answer as { data?: { path?: unknown; alternates?: unknown } } | null)?.data;
    if (
      data &&
      typeof data.path === 'string' &&
      typeof data.alternates === 'object' &&
      data.alternates !== null &&
      normalizePathname(data.path) === path
    ) {
      return data.alternates as TwinPaths;
    }
  }
  return undefined;
}
