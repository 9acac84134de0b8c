import type { ObjectSchema } from './validation/engine';

/**
 * Remote releases as the back office and the release CLI see them (docs/releasing.md): every
 * release of a remote, which one is live, and the switches between them.
 */

/** The remotes a release can be made of: their federation names. */
export const RELEASE_REMOTES = ['storefront', 'adminUsers', 'adminProducts'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/**
 * live: what visitors load; previous: was live, can be brought back; rolled_back: was live and
 * was rolled back from (it can still be promoted again while its files are kept).
 */
export const RELEASE_STATUSES = ['live', 'previous', 'rolled_back'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A release's id: its app's version and build time (scripts/releases.mjs). */
export const RELEASE_ID_PATTERN = /^[0-9a-z][0-9a-z.-]{0,99}$/;

export function isReleaseRemote(value: unknown): value is ReleaseRemote {
  return typeof value === 'string' && (RELEASE_REMOTES as readonly string[]).includes(value);
}

export interface RemoteRelease {
  /** e.g. 0.1.0-20261124t100000000z */
  id: string;
  version: string;
  /** ISO time the release was recorded */
  created_at: string;
  /** RELEASED_BY, the git author or the admin who recorded it */
  released_by: string | null;
  files: number;
  /** bytes */
  size: number;
  manifest_url: string;
  status: ReleaseStatus;
  /** per cent of visitors served this release */
  share: number;
  /** the release that was live before this one went live (null: the remote's default build) */
  previous: string | null;
  /** its files are still kept, so it can be brought back */
  available: boolean;
}

export interface RemoteReleases {
  remote: ReleaseRemote;
  /** the live release's id; null: the remote's default build */
  live: string | null;
  /** newest first */
  releases: RemoteRelease[];
}

export interface ReleasesOverview {
  /** local: one server's disk; shared: a disk every replica mounts; s3: object storage */
  driver: 'local' | 'shared' | 's3';
  remotes: RemoteReleases[];
}

/** What the release CLI (or a team's pipeline) records once a release's files are in place. */
export interface ReleaseCreate {
  remote: ReleaseRemote;
  id: string;
  version: string;
  released_by?: string | null;
}

/** Makes a kept release live for every visitor. */
export interface ReleasePromote {
  id: string;
}

const releaseId = {
  type: 'string',
  required: true,
  max: 100,
  pattern: { regex: RELEASE_ID_PATTERN, message: 'validation.slug' },
} as const;

export const releaseCreateSchema: ObjectSchema = {
  remote: { type: 'string', required: true, enum: RELEASE_REMOTES },
  id: releaseId,
  version: { type: 'string', required: true, max: 40 },
  released_by: { type: 'string', nullable: true, max: 100, trim: true },
};

export const releasePromoteSchema: ObjectSchema = { id: releaseId };

/** The releases API, under /api. */
export const RELEASES_API = {
  list: '/releases',
  rollback: (remote: string) => `/releases/${encodeURIComponent(remote)}/rollback`,
  promote: (remote: string) => `/releases/${encodeURIComponent(remote)}/promote`,
} as const;
