import {
  isReleaseRemote,
  releaseCreateSchema,
  releasePromoteSchema,
  validate,
  type ReleaseCreate,
  type ReleasePromote,
} from '@bolsos/contracts';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { ResponseCache } from '../common/cache/response-cache';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import type { AppConfig, DatabaseConfig } from '../config/app-config';
import { announceOnce, announcesOverRedis } from './release-announcements';
import { ReleasesService } from './releases.service';
import { StorageService } from '../storage/storage.service';
import { remoteDef } from './release-files';
import { uploadRelease } from './release-objects';
import { translate } from '../common/i18n/messages';

export const RELEASE_CLI_USAGE = `  node services/api/dist/cli.js release-config
  node services/api/dist/cli.js release-record --remote <name> --id <release id> --version <version> [--released-by <who>] [--share <1-100>]
  node services/api/dist/cli.js release-rollback --remote <name> [--canary]
  node services/api/dist/cli.js release-promote --remote <name> [--share <1-100>]`;

/**
 * How this API's settings release a remote, as `release-config` prints it for the release script
 * (scripts/releases.mjs), which decides one server or fleet from it instead of reading the
 * environment again: the same settings, read by the same code as the replicas read them.
 */
export interface ReleaseSettings {
  driver: AppConfig['releasesDriver'];
  /** the live release is database state (shared, s3): switched through this command line */
  fleet: boolean;
  /** where the script builds releases (and, on one server, writes remotes.config.json) */
  releasesDir: string;
  /** the database switches are recorded in, without credentials */
  database: string;
  /** the bucket releases are uploaded to (s3), without credentials */
  bucket: string | null;
  /** replicas are told of a switch over Redis at once (else within 5 s) */
  announces: boolean;
}

export function releaseSettings(config: AppConfig): ReleaseSettings {
  const s3 = config.storage.s3;
  return {
    driver: config.releasesDriver,
    fleet: config.releasesDriver !== 'local',
    releasesDir: config.releasesDir,
    database: databaseLocation(config.database),
    bucket:
      config.releasesDriver === 's3' && s3
        ? `${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`
        : null,
    announces: announcesOverRedis(config),
  };
}

/** A database as a message may name it: no user or password. */
export function databaseLocation(database: DatabaseConfig): string {
  if (database.type === 'sqlite') return `sqlite:${database.file}`;
  try {
    const url = new URL(database.url);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'mysql (DATABASE_URL)';
  }
}

/**
 * The release script's switches (scripts/releases.mjs for a fleet, and for a canary on any
 * driver) through the service the API's /api/releases uses, then announced to every replica
 * over Redis. `--share` below 100 records the release as the remote's canary; `release-rollback
 * --canary` stops only the canary (a plain rollback stops it too, and rolls the live one back);
 * `release-promote` makes the running canary live for everyone, or changes its share.
 */
export async function releaseCommand(
  command: 'release-record' | 'release-rollback' | 'release-promote',
  args: string[],
  source: DataSource,
  config: AppConfig,
): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      remote: { type: 'string' },
      id: { type: 'string' },
      version: { type: 'string' },
      'released-by': { type: 'string' },
      share: { type: 'string' },
      canary: { type: 'boolean' },
    },
  });
  // Only what a switch needs: no timers, no subscriptions; the audit log's pruning is the API's.
  const audit = new AuditService(source, undefined as unknown as BackgroundTasks, config);
  const storage = new StorageService(config);
  const releases = new ReleasesService(source, audit, new ResponseCache(), config, storage);
  try {
    if (command === 'release-promote') {
      if (!isReleaseRemote(values.remote)) throw new Error(`Unknown remote '${values.remote}'`);
      const remote = values.remote;
      const canary = (await releases.overview()).remotes.find((r) => r.remote === remote)?.canary;
      if (!canary) throw new Error(`${remote} runs no canary: there is nothing to promote`);
      const input = validate<ReleasePromote>(releasePromoteSchema, {
        id: canary,
        ...shareArgument(values.share),
      });
      if (!input.ok) throw new ValidationException(input.errors);
      const overview = await releases.promote(remote, input.value, 'cli', null);
      const told = await tellReplicas(config);
      const state = overview.remotes.find((r) => r.remote === remote);
      return (
        (state?.canary
          ? `${remote} runs ${state.canary} for ${input.value.share ?? 100}% of visitors (a canary)`
          : `${remote} now runs ${state?.live ?? canary} for everyone`) + told
      );
    }
    if (command === 'release-rollback') {
      if (!isReleaseRemote(values.remote)) throw new Error(`Unknown remote '${values.remote}'`);
      if (values.canary) {
        const overview = await releases.abort(values.remote, 'manual', 'cli', null);
        const told = await tellReplicas(config);
        const live = overview.remotes.find((r) => r.remote === values.remote)?.live;
        return `${values.remote}'s canary stopped: everyone runs ${live ?? 'its default build'}${told}`;
      }
      const overview = await releases.rollback(values.remote, 'cli', null);
      const told = await tellReplicas(config);
      const live = overview.remotes.find((r) => r.remote === values.remote)?.live;
      return `${values.remote} now runs ${live ?? 'its default build'}${told}`;
    }
    const input = validate<ReleaseCreate>(releaseCreateSchema, {
      remote: values.remote,
      id: values.id,
      version: values.version,
      released_by: values['released-by'] ?? null,
      ...shareArgument(values.share),
    });
    if (!input.ok) throw new ValidationException(input.errors);
    // A bucket's release is uploaded from where the script built it, then recorded.
    if (config.releasesDriver === 's3')
      await uploadRelease(
        storage,
        config.releasesDir,
        remoteDef(input.value.remote),
        input.value.id,
      ).catch((error: unknown) => {
        // The replicas copy releases from the bucket only: one that is not there is served by none.
        throw new Error(
          `cannot upload ${input.value.id} to the bucket ${releaseSettings(config).bucket}: ${
            error instanceof Error ? error.message : String(error)
          }`,
        );
      });
    await releases.create(input.value, 'cli', null);
    const told = await tellReplicas(config);
    const share = input.value.share ?? 100;
    return (
      (share < 100
        ? `${input.value.remote} runs ${input.value.id} for ${share}% of visitors (a canary)`
        : `${input.value.remote} now runs ${input.value.id}`) + told
    );
  } catch (error) {
    throw refusal(error);
  } finally {
    storage.onApplicationShutdown();
  }
}

/**
 * Announces a switch recorded in the database; '' once told, else what the operator should know.
 * The switch stands either way: every replica reads the releases again within 5 s.
 */
async function tellReplicas(config: AppConfig): Promise<string> {
  try {
    await announceOnce(config, 'cli');
    return '';
  } catch (error) {
    return ` (recorded; Redis at ${redisLocation(config.session.redisUrl)} could not be told (${
      error instanceof Error ? error.message : String(error)
    }), so replicas take it up within 5 s)`;
  }
}

function redisLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * `--share` for the schema to check: a number (an integer 1–100), or the text given when it is
 * none, refused as such.
 */
function shareArgument(share: string | undefined): { share?: number | string } {
  if (share === undefined) return {};
  return { share: /^\d+$/.test(share) ? Number(share) : share };
}

/** The API's refusal in words, as the back office would show it (in English: a terminal). */
function refusal(error: unknown): unknown {
  if (error instanceof ValidationException) {
    const issues = Object.entries(error.errors).flatMap(([field, list]) =>
      list.map((issue) => `${field}: ${translate('en', issue.key, issue.params)}`),
    );
    return new Error(issues.join('; '));
  }
  if (error instanceof ApiException) return new Error(translate('en', error.key, error.params));
  return error;
}
