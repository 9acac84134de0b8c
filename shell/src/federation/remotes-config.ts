import { RELEASE_LOAD_TOKEN_FIELD } from '@bolsos/contracts';

/** One entry of /remotes.config.json. */
export interface RemoteDefinition {
  /** MF container name, e.g. 'storefront'; modules are loaded as `${name}/routes`. */
  name: string;
  /** URL of the remote's mf-manifest.json, absolute or relative to the site origin. */
  entry: string;
  /** Section of the site the remote serves: 'public', '/admin/users' or '/admin/products'. */
  routes: string;
}

export interface RemotesConfig {
  remotes: RemoteDefinition[];
  /**
   * This page load's token (the answer's `load_token`, signed by the API for the releases it
   * served): the release beacon sends it with a remote's confirmed load and with its failure,
   * so only loads the server handed out count. Absent from a config file made by hand.
   */
  loadToken?: string;
}

export const REMOTES_CONFIG_URL = process.env.PUBLIC_REMOTES_CONFIG_URL || '/remotes.config.json';

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

// MF container names end up as JavaScript identifiers in the remote entry.
const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Validates the config's shape; every problem throws a RemotesConfigError. */
export function parseRemotesConfig(text: string): RemotesConfig {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RemotesConfigError('The remotes config is not valid JSON');
  }
  const list = (data as { remotes?: unknown } | null)?.remotes;
  const token = (data as Record<string, unknown> | null)?.[RELEASE_LOAD_TOKEN_FIELD];
  if (!Array.isArray(list)) {
    throw new RemotesConfigError('The remotes config must be an object with a "remotes" array');
  }
  const names = new Set<string>();
  const sections = new Set<string>();
  const remotes = list.map((item: unknown, index): RemoteDefinition => {
    const { name, entry, routes } = (item ?? {}) as Record<string, unknown>;
    if (!nonEmptyString(name) || !CONTAINER_NAME.test(name)) {
      throw new RemotesConfigError(`remotes[${index}].name must be a JavaScript identifier`);
    }
    if (!nonEmptyString(entry)) {
      throw new RemotesConfigError(`remotes[${index}].entry must be a manifest URL`);
    }
    if (!nonEmptyString(routes)) {
      throw new RemotesConfigError(`remotes[${index}].routes must name a section`);
    }
    if (names.has(name)) throw new RemotesConfigError(`Remote "${name}" is listed twice`);
    if (sections.has(routes)) throw new RemotesConfigError(`Section "${routes}" has two remotes`);
    names.add(name);
    sections.add(routes);
    return { name, entry, routes };
  });
  // A token is only carried along: a bad one costs nothing but the reports it goes with.
  return typeof token === 'string' && token !== '' ? { remotes, loadToken: token } : { remotes };
}

/** Fetches the config past every cache, so a repointed remote is picked up on the next visit. */
export async function loadRemotesConfig(
  url: string = REMOTES_CONFIG_URL,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<RemotesConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new RemotesConfigError(`The remotes config could not be fetched from ${url}`);
  }
  if (!response.ok) {
    throw new RemotesConfigError(`The remotes config answered HTTP ${response.status}`);
  }
  return parseRemotesConfig(await response.text());
}

export function remoteForSection(
  config: RemotesConfig,
  section: string,
): RemoteDefinition | undefined {
  return config.remotes.find((remote) => remote.routes === section);
}

/**
 * The remotes a page at `pathname` can show without a full reload: on the public site and the
 * auth pages, only the one serving 'public'; in the back office, all of them. A shopper's page
 * neither downloads nor polls the back office's modules (not even their names).
 */
export function remotesInReach(
  config: RemotesConfig,
  area: 'default' | 'auth' | 'admin',
): RemoteDefinition[] {
  return area === 'admin' ? config.remotes : config.remotes.filter((r) => r.routes === 'public');
}
