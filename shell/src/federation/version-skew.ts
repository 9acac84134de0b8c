/**
 * A remote built for another platform than the running shell provides. The MF runtime refuses a
 * strict singleton whose version is outside the consumer's range (build-tools' PLATFORM_LIBS),
 * with a message that names both sides; a fresh page load will not fix it until the shell or the
 * remote is released again, so the shell explains it instead of reloading or crashing.
 */
export interface VersionSkew {
  /** the remote whose routes could not load */
  remote: string;
  /** the platform lib, e.g. '@bolsos/i18n' */
  lib: string;
  /** the version the page runs (loaded first, by the shell) */
  provided: string;
  /** which app provided it */
  providedBy: string;
  /** the range the failing side was built for */
  required: string;
  /** which app asked for `required` */
  requiredBy: string;
}

// runtime-core utils/share: `Version ${v} from ${from} of shared singleton module ${pkg} does not
// satisfy the requirement of ${from} which needs ${range})`
const SKEW_MESSAGE =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/** The skew described anywhere in an error's message or cause chain, else null. */
export function findVersionSkew(error: unknown, remote: string, depth = 0): VersionSkew | null {
  if (depth > 5 || error === null || error === undefined) return null;
  const message =
    typeof error === 'string' ? error : String((error as { message?: unknown }).message ?? '');
  const match = SKEW_MESSAGE.exec(message);
  if (match) {
    const [, provided, providedBy, lib, requiredBy, required] = match;
    return { remote, lib, provided, providedBy, required, requiredBy };
  }
  return typeof error === 'object'
    ? findVersionSkew((error as { cause?: unknown }).cause, remote, depth + 1)
    : null;
}

/** One line for the console that names the remote and both versions. */
export function describeVersionSkew(skew: VersionSkew): string {
  return (
    `Remote "${skew.remote}" cannot run on this page: ${skew.requiredBy} needs ${skew.lib} ` +
    `${skew.required}, but ${skew.providedBy} provides ${skew.lib} ${skew.provided}. ` +
    'Release the shell or the remote again so that they match (docs/releasing.md).'
  );
}
