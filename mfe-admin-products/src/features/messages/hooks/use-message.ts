import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getMessage } from '../api/messages-api';

/** One message with its bag and thread, by id. */
export function useMessage(id: number) {
  const load = useCallback((signal: AbortSignal) => getMessage(id, signal), [id]);
  return useRemoteData(`message-${id}`, load);
}
