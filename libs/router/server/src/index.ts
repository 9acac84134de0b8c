/**
 * `@bolsos/router/server`: react-router's static data router, for the shell's server render. Apart
 * from the browser entry so that the singleton chunk every page downloads does not carry it; the
 * server bundles keep react-router external, so this and `@bolsos/router` share its contexts.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
