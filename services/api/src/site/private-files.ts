import path from 'node:path';

/**
 * The file a static request names inside its folder, as express.static and the compressed copies
 * find it: the path decoded and normalised (`%73` is `s`, `//` is `/`, `.` and `..` resolved).
 * null when it names none: an escape that does not decode, a NUL byte, or a place above the folder.
 *
 * Why: what may be served is decided on this, never on the raw path, which can spell a private
 * file in many ways (`/%73erver/index.js`, `//server/index.js`, `/static/..%2fserver%2findex.js`).
 */
export function servedPath(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = path.posix.normalize(`./${decoded}`);
  if (relative === '..' || relative.startsWith('../')) return null;
  return relative === '.' || relative === './' ? '/' : `/${relative}`;
}

/**
 * Files of a front-end build that browsers never get: the server-rendering bundles (dist/server/,
 * they run here), source maps (BUILD_SOURCE_MAPS=hidden writes them beside the scripts, for
 * profiling only) and dotfiles (which express.static would not send either). `file` is a
 * servedPath().
 */
export function isPrivateBuildFile(file: string): boolean {
  return /^\/server(\/|$)/.test(file) || /\.map$/i.test(file) || /\/\./.test(file);
}

/**
 * The same for a remote's releases folder (scripts/releases.mjs): only the files of a release
 * (`/<id>/…`) are public, not its history.json, and not a release's own server bundle or maps.
 */
export function isPrivateReleaseFile(file: string): boolean {
  const release = /^\/[0-9a-z][0-9a-z.-]*(\/.*)$/.exec(file);
  return !release || isPrivateBuildFile(release[1]);
}

/**
 * Module Federation's build report (mf-stats.json): every shared library and its version, which
 * no browser loads (the runtime reads mf-manifest.json). Served only with PUBLISH_BUILD_STATS.
 */
export function isBuildStatsFile(file: string): boolean {
  return /(^|\/)mf-stats\.json$/i.test(file);
}
