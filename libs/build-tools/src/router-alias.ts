import { dirname, join } from 'node:path';

/**
 * `resolve.alias` for a production web build: react-router's `exports` only name its development
 * build (dev warnings kept), so production builds take its production build instead, which lets
 * the minifier drop them (about 1 KiB gzipped on every page). react-router is bundled inside the
 * @bolsos/router singleton, of which every app builds its own copy (the page loads the shell's,
 * the remotes' are fallbacks), so every app's web build takes this alias. Empty outside production.
 */
export function reactRouterProductionAlias(mode = process.env.NODE_ENV): Record<string, string> {
  if (mode !== 'production') return {};
  // require.resolve takes the CommonJS entry, dist/development/index.js.
  const development = dirname(require.resolve('react-router'));
  return { 'react-router$': join(development, '..', 'production', 'index.mjs') };
}
