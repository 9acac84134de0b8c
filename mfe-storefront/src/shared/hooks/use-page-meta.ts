import { pageMeta, type Locale, type PublicRoute } from '@bolsos/contracts';
import { useEffect } from 'react';

/**
 * Title and description of a public page after client-side navigation: the same texts the
 * server writes into the first HTML (contracts pageMeta), so nothing changes on hydration.
 */
export function usePageMeta(
  locale: Locale,
  route: PublicRoute,
  product?: { name: string; description: string },
  query?: string,
): void {
  const { title, description } = pageMeta(locale, route, product, query);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
