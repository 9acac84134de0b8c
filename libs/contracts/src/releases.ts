import type { ObjectSchema } from './validation/engine';

/**
 * Remote releases as the back office and the release CLI see them (docs/releasing.md): every
 * release of a remote, which one is live, and the switches between them.
 */

/** The remotes a release can be made of: their federation names. */
export const RELEASE_REMOTES = ['storefront', 'adminUsers', 'adminProducts'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/**
 * live: what visitors load; canary: what a share of visitors load instead of the live one;
 * previous: was live, can be brought back; rolled_back: was live and was rolled back from;
 * aborted: was a canary and was stopped (by hand or by its failures). A release that is not
 * live or canary can be promoted again while its files are kept.
 */
export const RELEASE_STATUSES = ['live', 'canary', 'previous', 'rolled_back', 'aborted'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A release's id: its app's version and build time (scripts/releases.mjs). */
export const RELEASE_ID_PATTERN = /^[0-9a-z][0-9a-z.-]{0,99}$/;

/**
 * A file's path inside a release, as the release CLI uploads it: relative, '/'-separated names of
 * letters, digits and . _ - @ ~ + that do not start with a dot (so no '..', no hidden files).
 */
export const RELEASE_FILE_PATH_PATTERN =
  /^(?:[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*\/){0,15}[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*$/;
export const RELEASE_FILE_PATH_MAX = 300;
/** The largest file a release uploads through the API (a remote's chunks are far smaller). */
export const RELEASE_FILE_MAX_BYTES = 25 * 1024 * 1024;

export function isReleaseFilePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= RELEASE_FILE_PATH_MAX &&
    RELEASE_FILE_PATH_PATTERN.test(value)
  );
}

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
  /**
   * page loads that rendered this release, as browsers confirmed them (each with the load token
   * the remotes config gave it), in the last RELEASE_HEALTH_WINDOW_MS
   */
  loads: number;
  /**
   * load and render failures browsers reported for it in the last RELEASE_HEALTH_WINDOW_MS, each
   * against a load the server handed out (reports without a valid, unused load token are dropped)
   */
  failures: number;
  /** why a canary was stopped: by an admin ('manual') or by its failures ('failures') */
  aborted_by: 'manual' | 'failures' | null;
}

export interface RemoteReleases {
  remote: ReleaseRemote;
  /** the live release's id; null: the remote's default build */
  live: string | null;
  /** the release a share of visitors get instead (its `share`), if any */
  canary: string | null;
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
  /** 1–99: a canary for that per cent of visitors; absent or 100: live for everyone */
  share?: number;
  /**
   * The files uploaded through the API (PUT RELEASES_API.file), each checked to be in place
   * before the release is recorded; in a bucket, they become the release's list.
   */
  files?: ReleaseFile[];
}

export interface ReleaseFile {
  /** relative to the release's folder, e.g. static/js/main.1a2b.js */
  path: string;
  /** bytes */
  size: number;
}

/** Makes a kept release live for every visitor, or (share 1–99) a canary for that share. */
export interface ReleasePromote {
  id: string;
  /** per cent of visitors, 1–100 (default 100) */
  share?: number;
}

/**
 * The visitor's canary bucket, 0–99, kept for a year: a visitor whose bucket is below a canary's
 * share gets the canary release, in the server render and in the browser alike.
 */
export const RELEASE_BUCKET_COOKIE = 'bolsos_bucket';

/** What the shell's beacon reports when a remote's release fails in a browser (no personal data). */
export const RELEASE_FAILURE_KINDS = ['load', 'render'] as const;
export type ReleaseFailureKind = (typeof RELEASE_FAILURE_KINDS)[number];

export interface ReleaseHealthReport {
  remote: ReleaseRemote;
  /** the release id the failing code came from; 'default' for the remote's default build */
  release: string;
  kind: ReleaseFailureKind;
  /** the load token of the page (RELEASE_LOAD_TOKEN_FIELD); a report without a valid one is dropped */
  token?: string;
}

/** The shell's confirmation that a remote's release rendered in a page load (counted as a load). */
export interface ReleaseLoadReport {
  remote: ReleaseRemote;
  release: string;
  /** the page's load token: each counts once per remote */
  token: string;
}

/**
 * The field of the remotes config answer holding the page load's token: signed by the server
 * for the releases it served, short-lived, counted once per remote as a load and once as a
 * failure. Health reports carry it, so only loads the server handed out count.
 */
export const RELEASE_LOAD_TOKEN_FIELD = 'load_token';

/**
 * Defaults of the abort rule (RELEASE_ABORT_NETWORKS, RELEASE_ABORT_PERCENT on the API): a
 * canary is aborted once, within the window, its failures come from at least this many client
 * networks (IPv4 /24, IPv6 /64)…
 */
export const RELEASE_ABORT_NETWORKS = 5;
/** …and pass this share of its confirmed loads. */
export const RELEASE_ABORT_RATIO = 0.02;
/** The window failures and loads are counted in. */
export const RELEASE_HEALTH_WINDOW_MS = 5 * 60 * 1000;

/** A load token as the server signs it; one it did not sign is dropped, not refused. */
const loadToken = (required: boolean) => ({ type: 'string' as const, required, max: 1000 });

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
  share: { type: 'integer', min: 1, max: 100 },
  files: {
    type: 'array',
    min: 1,
    max: 10_000,
    items: {
      type: 'object',
      required: true,
      fields: {
        path: {
          type: 'string',
          required: true,
          max: RELEASE_FILE_PATH_MAX,
          pattern: { regex: RELEASE_FILE_PATH_PATTERN, message: 'errors.release_file_path' },
        },
        size: { type: 'integer', required: true, min: 0, max: RELEASE_FILE_MAX_BYTES },
      },
    },
  },
};

export const releasePromoteSchema: ObjectSchema = {
  id: releaseId,
  share: { type: 'integer', min: 1, max: 100 },
};

export const releaseHealthReportSchema: ObjectSchema = {
  remote: { type: 'string', required: true, enum: RELEASE_REMOTES },
  release: {
    type: 'string',
    required: true,
    max: 100,
    pattern: { regex: /^(default|[0-9a-z][0-9a-z.-]{0,99})$/, message: 'validation.slug' },
  },
  kind: { type: 'string', required: true, enum: RELEASE_FAILURE_KINDS },
  // Optional in the shape: a report without one is dropped (and counted), not refused.
  token: loadToken(false),
};

export const releaseLoadReportSchema: ObjectSchema = {
  remote: { type: 'string', required: true, enum: RELEASE_REMOTES },
  release: releaseHealthReportSchema['release'],
  token: loadToken(true),
};

/** The releases API, under /api. */
export const RELEASES_API = {
  /** GET: the overview; POST: records a release (ReleaseCreate) */
  list: '/releases',
  /**
   * PUT a file of a release not recorded yet (application/octet-stream). The path is one
   * segment, its slashes encoded, so proxies and the API's document see a plain parameter.
   */
  file: (remote: string, id: string, filePath: string) =>
    `/releases/${encodeURIComponent(remote)}/${encodeURIComponent(id)}/files/${encodeURIComponent(filePath)}`,
  rollback: (remote: string) => `/releases/${encodeURIComponent(remote)}/rollback`,
  promote: (remote: string) => `/releases/${encodeURIComponent(remote)}/promote`,
  /** stops a remote's canary: everyone gets the live release again */
  abort: (remote: string) => `/releases/${encodeURIComponent(remote)}/abort`,
  /** the shell's failure beacon (public, rate-limited) */
  health: '/releases/health',
  /** the shell's confirmation that a remote rendered: a load (public, rate-limited) */
  loaded: '/releases/health/loads',
} as const;
