import type { ReleaseRemote } from '@bolsos/contracts';
import type { EntityManager } from 'typeorm';
import { Release } from './entities/release.entity';

// The releases table's rules, shared by the API (ReleasesService) and the CLI (cli.ts), so a
// switch made either way leaves the same rows.

/** How a remote went from one release to another. */
export type SwitchKind = 'release' | 'rollback' | 'promote';

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

/** Every remote's live manifest URL (remotes with no live row run their default build). */
export async function liveManifests(manager: EntityManager): Promise<Map<string, string>> {
  const rows = await manager.getRepository(Release).find({ where: { status: 'live' } });
  return new Map(rows.map((row) => [row.remote, row.manifestUrl]));
}
