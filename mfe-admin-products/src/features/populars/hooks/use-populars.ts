import { useRemoteData } from '@bolsos/admin-kit';
import { getPopulars } from '../api/populars-api';

export function usePopulars() {
  return useRemoteData('populars', getPopulars);
}
