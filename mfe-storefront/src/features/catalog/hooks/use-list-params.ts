import { listParams, type ProductSort } from '@bolsos/contracts';
import { useSearchParams } from '@bolsos/router';

/** `?page=` and `?sort=` read the way the server reads them (contracts listParams). */
export function useListParams(): { page: number; sort?: ProductSort; search: URLSearchParams } {
  const [search] = useSearchParams();
  return { ...listParams(search), search };
}
