import { listParams, type ListParams } from '@bolsos/contracts';
import { useSearchParams } from '@bolsos/router';

/** `?page=`, `?sort=` and the price range read the way the server reads them (contracts listParams). */
export function useListParams(): ListParams & { search: URLSearchParams } {
  const [search] = useSearchParams();
  return { ...listParams(search), search };
}
