import type { RsbuildConfig } from '@rsbuild/core';

type OutputConfig = NonNullable<RsbuildConfig['output']>;

/**
 * The `output` entries on source maps of every app. `BUILD_SOURCE_MAPS=hidden` (what
 * `bench:web --profile` builds with) writes `.map` files beside the scripts without pointing the
 * scripts at them: the same chunks at the same sizes as production (the minifier may name a few
 * locals differently), so a profile of them can be read in source terms. Unset, Rsbuild's
 * defaults: no maps in production.
 */
export function sourceMapOutput(
  env: Record<string, string | undefined> = process.env,
): Pick<OutputConfig, 'sourceMap'> {
  const value = env['BUILD_SOURCE_MAPS'];
  if (value === undefined || value === '') return {};
  if (value === 'hidden') return { sourceMap: { js: 'hidden-source-map', css: false } };
  throw new Error(`BUILD_SOURCE_MAPS must be "hidden" or unset (got "${value}")`);
}
