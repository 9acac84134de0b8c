import { api } from '@bolsos/api-client';
import { RELEASES_API, type ReleaseRemote, type ReleasesOverview } from '@bolsos/contracts';

/** GET /api/releases (admin). Silent: the page shows its own error. */
export function getReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  return api.get<ReleasesOverview>(RELEASES_API.list, { silent: true, signal });
}

/** POST /api/releases/:remote/rollback (admin): back to what was live before. */
export function rollbackRelease(remote: ReleaseRemote): Promise<ReleasesOverview> {
  return api.post<ReleasesOverview>(RELEASES_API.rollback(remote), {}, { silent: true });
}

/**
 * POST /api/releases/:remote/promote (admin): a kept release live for every visitor (share 100),
 * or a canary served to that per cent of visitors (1–99).
 */
export function promoteRelease(
  remote: ReleaseRemote,
  id: string,
  share: number,
): Promise<ReleasesOverview> {
  return api.post<ReleasesOverview>(RELEASES_API.promote(remote), { id, share }, { silent: true });
}

/** POST /api/releases/:remote/abort (admin): stops the canary; everyone gets the live release. */
export function abortCanary(remote: ReleaseRemote): Promise<ReleasesOverview> {
  return api.post<ReleasesOverview>(RELEASES_API.abort(remote), {}, { silent: true });
}
