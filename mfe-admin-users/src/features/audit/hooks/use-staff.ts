import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getStaff } from '../api/staff-api';

/** The staff members the filter offers, loaded once per visit of the page. */
export function useStaff() {
  const load = useCallback((signal: AbortSignal) => getStaff(signal), []);
  return useRemoteData('staff', load);
}
