/** The part of a remote's mf-manifest.json that locates its entry script. */
interface ManifestMetaData {
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown };
}

export class RemoteManifestError extends Error {
  override name = 'RemoteManifestError';
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * The URL of the entry script a remote's manifest names. The shell reads the manifest itself and
 * registers the remote by entry URL, so the MF runtime in every page's first script needs no
 * manifest and snapshot code (`disableSnapshot`); the remotes config still lists manifests, which
 * is what a release switches.
 */
export function entryUrlFromManifest(manifest: unknown, manifestUrl: string): string {
  const meta = (manifest as { metaData?: ManifestMetaData } | null)?.metaData;
  const entry = meta?.remoteEntry;
  if (!meta || !entry || !isNonEmptyString(entry.name)) {
    throw new RemoteManifestError(`${manifestUrl} names no remote entry`);
  }
  const folder = isNonEmptyString(entry.path) ? `${entry.path.replace(/\/$/, '')}/` : '';
  // 'auto' (or none): the files sit beside the manifest.
  const base =
    isNonEmptyString(meta.publicPath) && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl)
      : new URL('.', manifestUrl);
  return new URL(`${folder}${entry.name}`, base).href;
}

/**
 * Fetches a manifest the way the page's boot script preloads it (CORS mode, same-origin
 * credentials), so the preloaded response is the one used.
 */
export async function resolveRemoteEntry(
  manifestUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<string> {
  const absolute = new URL(manifestUrl, window.location.href).href;
  const response = await fetchImpl(absolute);
  if (!response.ok) {
    throw new RemoteManifestError(`${manifestUrl} answered HTTP ${response.status}`);
  }
  let manifest: unknown;
  try {
    manifest = await response.json();
  } catch {
    throw new RemoteManifestError(`${manifestUrl} is not valid JSON`);
  }
  return entryUrlFromManifest(manifest, absolute);
}
