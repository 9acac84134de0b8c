import type { ReleaseRemote } from '@bolsos/contracts';
import type { EntityManager } from 'typeorm';
import { Release } from './entities/release.entity';

// The releases table's rules, shared by the API (ReleasesService) and the CLI (cli.ts), so a
// switch made either way leaves the same rows.

/** How a remote went from one release to another. */
export type SwitchKind = 'release' | 'rollback' | 'promote';

/** Why a canary stopped: an admin's Abort (or a switch that replaced it) or its failures. */
export type AbortReason = 'manual' | 'failures';

export interface SwitchResult {
  remote: ReleaseRemote;
  kind: SwitchKind;
  /** null: the default build */
  from: string | null;
  to: string | null;
  /** the row that went live, else the one that stopped being live */
  row: Release | null;
}

export interface NewRelease {
  remote: ReleaseRemote;
  releaseId: string;
  version: string;
  releasedBy: string | null;
  files: number;
  size: number;
  manifestUrl: string;
  createdAt?: Date;
}

export function liveRow(manager: EntityManager, remote: ReleaseRemote): Promise<Release | null> {
  return manager.getRepository(Release).findOne({ where: { remote, status: 'live' } });
}

export function findRelease(
  manager: EntityManager,
  remote: ReleaseRemote,
  releaseId: string,
): Promise<Release | null> {
  return manager.getRepository(Release).findOne({ where: { remote, releaseId } });
}

/** Records a release whose files are in place, not yet live; an id already recorded is kept. */
export async function addRelease(manager: EntityManager, release: NewRelease): Promise<Release> {
  const repo = manager.getRepository(Release);
  const known = await findRelease(manager, release.remote, release.releaseId);
  if (known) return known;
  return repo.save(
    repo.create({
      ...release,
      status: 'previous',
      share: 0,
      previousReleaseId: null,
      switchedAt: null,
    }),
  );
}

/**
 * Makes `to` (a recorded release, or null for the default build) the one release of `remote`
 * every visitor gets. A release or promote remembers what was live, so a rollback returns
 * there; a rollback marks the release it leaves.
 */
export async function switchLive(
  manager: EntityManager,
  remote: ReleaseRemote,
  to: string | null,
  kind: SwitchKind,
  now = new Date(),
): Promise<SwitchResult> {
  const repo = manager.getRepository(Release);
  const current = await liveRow(manager, remote);
  const from = current?.releaseId ?? null;
  if (current && current.releaseId !== to) {
    current.status = kind === 'rollback' ? 'rolled_back' : 'previous';
    current.share = 0;
    current.switchedAt = now;
    await repo.save(current);
  }
  if (to === null) return { remote, kind, from, to, row: current };
  const target = await findRelease(manager, remote, to);
  if (!target) throw new Error(`${remote} has no release ${to}`);
  if (target.status !== 'live') {
    target.status = 'live';
    target.share = 100;
    target.switchedAt = now;
    target.abortReason = null;
    if (kind !== 'rollback') target.previousReleaseId = from;
    await repo.save(target);
  }
  return { remote, kind, from, to, row: target };
}

/**
 * Where a rollback of `remote` goes: the release live before the current one if it can still
 * be served, else the newest older one that can, else the default build. Mirrors
 * scripts/releases.mjs's rollback. undefined: nothing is live, so there is nothing to undo.
 */
export async function rollbackTarget(
  manager: EntityManager,
  remote: ReleaseRemote,
  available: (releaseId: string) => boolean,
): Promise<string | null | undefined> {
  const current = await liveRow(manager, remote);
  if (!current) return undefined;
  const recorded = current.previousReleaseId;
  if (recorded === null) return null;
  if (available(recorded) && (await findRelease(manager, remote, recorded))) return recorded;
  const older = await manager
    .getRepository(Release)
    .createQueryBuilder('r')
    .where('r.remote = :remote AND r.id < :id', { remote, id: current.id })
    .orderBy('r.id', 'DESC')
    .getMany();
  return older.find((row) => available(row.releaseId))?.releaseId ?? null;
}

export function canaryRow(manager: EntityManager, remote: ReleaseRemote): Promise<Release | null> {
  return manager.getRepository(Release).findOne({ where: { remote, status: 'canary' } });
}

/**
 * Serves `to` (a recorded release that is not live) to `share` per cent of visitors (1–99), or
 * changes the share of the canary that runs. Returns the canary's share before (0: a new one).
 * The caller makes sure no other canary runs.
 */
export async function startCanary(
  manager: EntityManager,
  remote: ReleaseRemote,
  to: string,
  share: number,
  now = new Date(),
): Promise<{ before: number; row: Release }> {
  const target = await findRelease(manager, remote, to);
  if (!target) throw new Error(`${remote} has no release ${to}`);
  const before = target.status === 'canary' ? target.share : 0;
  if (target.status !== 'canary') {
    target.status = 'canary';
    target.switchedAt = now;
    target.abortReason = null;
    // What visitors outside the canary keep getting: what a rollback of it would return to.
    target.previousReleaseId = (await liveRow(manager, remote))?.releaseId ?? null;
  }
  target.share = share;
  await manager.getRepository(Release).save(target);
  return { before, row: target };
}

/** Stops `remote`'s canary, if one runs: everyone gets the live release again. */
export async function abortCanary(
  manager: EntityManager,
  remote: ReleaseRemote,
  reason: AbortReason,
  now = new Date(),
): Promise<Release | null> {
  const canary = await canaryRow(manager, remote);
  if (!canary) return null;
  const changes = { status: 'aborted' as const, share: 0, switchedAt: now, abortReason: reason };
  // Only while it still runs: two replicas' health checks may stop it at the same moment, and
  // only one of them may record that.
  const { affected } = await manager
    .getRepository(Release)
    .createQueryBuilder()
    .update()
    .set(changes)
    .where('id = :id AND status = :status', { id: canary.id, status: 'canary' })
    .execute();
  return affected ? Object.assign(canary, changes) : null;
}

/** Every remote's canary: its release, manifest URL and share. */
export async function canaryManifests(
  manager: EntityManager,
): Promise<Map<string, { id: string; manifestUrl: string; share: number }>> {
  const rows = await manager.getRepository(Release).find({ where: { status: 'canary' } });
  return new Map(
    rows.map((row) => [
      row.remote,
      { id: row.releaseId, manifestUrl: row.manifestUrl, share: row.share },
    ]),
  );
}

/** Every remote's live manifest URL (remotes with no live row run their default build). */
export async function liveManifests(manager: EntityManager): Promise<Map<string, string>> {
  const rows = await manager.getRepository(Release).find({ where: { status: 'live' } });
  return new Map(rows.map((row) => [row.remote, row.manifestUrl]));
}
