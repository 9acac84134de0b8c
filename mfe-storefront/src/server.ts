import { provideStrings } from '@bolsos/i18n';
import { STOREFRONT_CATALOGUE } from './shared/i18n/all-strings';
import { STOREFRONT_STRINGS } from './shared/i18n/strings';

/**
 * Server build (dist/server/index.js, CommonJS, no Module Federation): the same routes component
 * the remote exposes as `./routes`, for the shell's server renderer to require.
 */
export { default, preload, storefrontRouteTable } from './storefront-routes';

// A request renders in any language, synchronously: every language is in this bundle already.
provideStrings(STOREFRONT_STRINGS, STOREFRONT_CATALOGUE);
