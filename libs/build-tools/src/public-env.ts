/**
 * `source.define` entries for `process.env.PUBLIC_*` values. The apps read `process.env` rather
 * than `import.meta.env` because jest runs the same sources as CommonJS, where `import.meta`
 * does not parse.
 */
export function publicEnv(defaults: Record<`PUBLIC_${string}`, string>): Record<string, string> {
  const define: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    define[`process.env.${name}`] = JSON.stringify(process.env[name] ?? fallback);
  }
  return define;
}

/** Where a remote's built files are served from: `PUBLIC_PATH`, or `/mfe/<folder>/`. */
export function remotePublicPath(folder: string): string {
  const value = process.env.PUBLIC_PATH ?? `/mfe/${folder}/`;
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * `process.env.PUBLIC_BUILD_YEAR`: the year printed in the footer, fixed at build time so that the
 * server's markup and the hydrating browser's never differ by clock or time zone.
 */
export function buildYearDefine(now = new Date()): Record<string, string> {
  return { 'process.env.PUBLIC_BUILD_YEAR': JSON.stringify(String(now.getUTCFullYear())) };
}
