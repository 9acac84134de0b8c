import { useStrings } from '@bolsos/i18n';
import { STOREFRONT_STRINGS } from './strings';

/**
 * `t` for the storefront's keys and, through the common namespace, the shell's shared ones
 * (`error.*`, `common.*`, `store.category.*`), on the i18n instance in context.
 */
export function useStorefrontT() {
  return useStrings(STOREFRONT_STRINGS);
}
