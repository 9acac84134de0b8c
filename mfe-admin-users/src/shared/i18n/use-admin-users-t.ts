import { useStrings } from '@bolsos/i18n';
import { ADMIN_USERS_STRINGS } from './strings';

/**
 * `t` for this remote's components: its keys are checked against the remote's catalogue plus the
 * common one (common.*, error.*, ...), which the namespace falls back to.
 */
export function useAdminUsersT() {
  return useStrings(ADMIN_USERS_STRINGS);
}
