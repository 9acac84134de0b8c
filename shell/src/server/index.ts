/** Server build entry (dist/server/index.js): `render()` for services/api's ServerRenderer. */
export { render, SERVER_RENDERED_REMOTES, type ServerRenderInput } from './render';
