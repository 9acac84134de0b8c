/** A URL path split the way the router keeps it (react-router's `Path`). */
export interface Path {
  /** Starts with '/'; percent-encoded or not, as the history gave it. */
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

/** Where a link or navigation goes: a path string ('/a?b#c', 'edit', '..') or its parts. */
export type To = string | Partial<Path>;

export type Params<Key extends string = string> = { readonly [key in Key]: string | undefined };

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** false: the pattern may match the start of the pathname only */
  end?: boolean;
}

export interface PathMatch<Key extends string = string> {
  params: Params<Key>;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** The same without the splat and trailing slashes: what descendant routes are relative to. */
  pathnameBase: string;
  pattern: PathPattern;
}

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hash = path.indexOf('#');
  if (hash >= 0) {
    parts.hash = path.slice(hash);
    path = path.slice(0, hash);
  }
  const search = path.indexOf('?');
  if (search >= 0) {
    parts.search = path.slice(search);
    path = path.slice(0, search);
  }
  if (path) parts.pathname = path;
  return parts;
}

/** '' for an empty '?' or '#', else the value with its leading character. */
const prefixed = (value: string | undefined, char: string) =>
  !value || value === char ? '' : value[0] === char ? value : char + value;

export const createPath = ({ pathname = '/', search, hash }: Partial<Path>) =>
  pathname + prefixed(search, '?') + prefixed(hash, '#');

export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

export const normalizePathname = (pathname: string) =>
  pathname.replace(/\/+$/, '').replace(/^\/*/, '/');

/**
 * Routes match the decoded path (a Chinese slug is written as is in a route table), one segment
 * at a time so that an encoded '/' inside a segment stays a character of that segment.
 */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** react-router's `matchPath`: `:name` segments, a trailing `*` splat, case-insensitive. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  if (typeof pattern === 'string') pattern = { path: pattern, caseSensitive: false, end: true };
  const { path } = pattern;
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (pattern.end !== false) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const match = pathname.match(new RegExp(source, pattern.caseSensitive ? undefined : 'i'));
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match[index + 1] || '';
    if (name === '*') {
      pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    }
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern };
}

/**
 * react-router's ranking of a route path: more segments first, a static segment (10) beats a
 * `:param` (3) beats an empty one (1), a splat costs 2 and an index route gains 2.
 */
export function routeScore(path?: string, index?: boolean): number {
  // join() writes an absent path as ''.
  const segments = joinPaths(['', path as string]).split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') score += /^:[\w-]+$/.test(segment) ? 3 : segment ? 10 : 1;
  }
  return score;
}

/** The pathname without the router's basename, or null when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  return next && next !== '/' ? null : pathname.slice(start) || '/';
}

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * react-router's `resolveTo`: a relative `to` starts from the route it is rendered in (the last
 * route's whole matched path), each leading '..' going up one route (one path segment when
 * `relativeToPath`); a `to` without a pathname keeps the location's pathname.
 */
export function resolveTo(
  toArg: To,
  routePathnames: string[],
  locationPathname: string,
  relativeToPath?: boolean,
): Path {
  const to = typeof toArg === 'string' ? parsePath(toArg) : { ...toArg };
  const isEmptyPath = toArg === '' || to.pathname === '';
  const toPathname = isEmptyPath ? '/' : to.pathname;
  let from = locationPathname;
  if (toPathname != null) {
    let index = routePathnames.length - 1;
    if (!relativeToPath && toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        index -= 1;
      }
      to.pathname = segments.join('/');
    }
    from = index >= 0 ? (routePathnames[index] as string) : '/';
  }
  let pathname = from;
  if (to.pathname) {
    const clean = to.pathname.replace(/\/\/+/g, '/');
    pathname = clean.startsWith('/')
      ? resolvePathname(clean.slice(1), '/')
      : resolvePathname(clean, from);
  }
  const explicitSlash = !!toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!pathname.endsWith('/') && (explicitSlash || currentSlash)) pathname += '/';
  return { pathname, search: prefixed(to.search, '?'), hash: prefixed(to.hash, '#') };
}
