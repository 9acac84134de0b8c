import { useStrings } from '@bolsos/i18n';
import { ADMIN_PRODUCTS_STRINGS } from './strings';

/**
 * `t` typed against this remote's keys plus the common ones, in whichever i18n instance renders
 * the page (the shell's singleton, or a server request's). `i18n.t` is the untyped TFunction the
 * admin-kit helpers take for their common keys (errors, validation).
 */
export function useAdminProductsT() {
  return useStrings(ADMIN_PRODUCTS_STRINGS);
}
