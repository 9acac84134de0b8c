/**
 * Server build (dist/server/index.js, CommonJS, no Module Federation): the same routes component
 * the remote exposes as `./routes`, for the shell's server renderer to require.
 */
export { default, preload, storefrontRouteTable } from './storefront-routes';
