import type { ReleaseRemote } from '@bolsos/contracts';
import type { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditRecord, AuditService } from '../audit/audit.service';
import type { Actor } from '../common/context/request-context';
import type { AbortReason, SwitchResult } from './release-ledger';

/** Who or what switched: the page or API, the release command, the release health check. */
export type Via = 'api' | 'cli' | 'health';

/** What the release health check stopped a canary by: its counts over the window. */
export interface AbortFigures {
  loads: number;
  failures: number;
  networks: number;
  windowMs: number;
}

/** Who made a switch: `by` names who released when no one is signed in (RELEASED_BY). */
export interface SwitchedBy {
  via: Via;
  by?: string | null;
  actor?: Actor | null;
}

/** Every release switch in the audit log (in the switch's transaction) and in the server's log. */
export class ReleaseSwitchLog {
  constructor(
    private readonly audit: AuditService,
    private readonly logger: Logger,
  ) {}

  /** Releases are listed per remote, not opened one by one: the remote is the entry's key. */
  private entry(
    manager: EntityManager,
    remote: ReleaseRemote,
    changes: AuditRecord['changes'],
    details: AuditRecord['details'],
    actor: Actor | null | undefined,
  ): Promise<unknown> {
    return this.audit.record(
      {
        action: 'update',
        entity: 'release',
        entityId: null,
        partKey: remote,
        changes,
        details,
        actor,
      },
      manager,
    );
  }

  /** A canary started (`started`) or its share changed from `before`. */
  async canaryShare(
    manager: EntityManager,
    change: { remote: ReleaseRemote; id: string; before: number; share: number; started: boolean },
    kind: 'release' | 'promote',
    { via, by, actor }: SwitchedBy,
  ): Promise<void> {
    const { remote, id, before, share } = change;
    await this.entry(
      manager,
      remote,
      {
        ...(change.started ? { canary: { before: null, after: id } } : {}),
        share: { before, after: share },
      },
      {
        remote,
        switch: 'canary',
        via,
        release: id,
        from: kind,
        ...(by ? { released_by: by } : {}),
      },
      actor,
    );
    this.logger.log(`${remote}: canary ${id} at ${share}% (was ${before}%) (${via})`);
  }

  /**
   * A canary stopped by hand, by a rollback or by the health check; the check's entry names the
   * figures it went by (confirmed loads, failures, their distinct networks, the window), so it
   * reads as what it was, not as someone's word.
   */
  async canaryStopped(
    manager: EntityManager,
    stopped: {
      remote: ReleaseRemote;
      id: string;
      share: number;
      reason: AbortReason;
      figures?: AbortFigures;
    },
    kind: 'abort' | 'rollback',
    { via, actor }: SwitchedBy,
  ): Promise<void> {
    const { remote, id, share, reason, figures } = stopped;
    await this.entry(
      manager,
      remote,
      { canary: { before: id, after: null }, share: { before: share, after: 0 } },
      {
        remote,
        switch: kind,
        via,
        release: id,
        reason,
        ...(figures
          ? {
              loads: String(figures.loads),
              failures: String(figures.failures),
              networks: String(figures.networks),
              window: `${Math.round(figures.windowMs / 60_000)} min`,
            }
          : {}),
      },
      actor,
    );
    this.logger.log(
      `${remote}: canary ${id} stopped (${reason}, ${via})` +
        (figures
          ? `: ${figures.failures} failures from ${figures.networks} networks in ` +
            `${figures.loads} loads over ${Math.round(figures.windowMs / 60_000)} min`
          : ''),
    );
  }

  /** The live release switched; `abortedCanary` is the canary the switch stopped. */
  async liveSwitched(
    manager: EntityManager,
    { remote, kind, from, to }: SwitchResult,
    { via, by, actor }: SwitchedBy,
    abortedCanary: string | null = null,
  ): Promise<void> {
    if (from === to && !abortedCanary) return;
    await this.entry(
      manager,
      remote,
      {
        ...(from !== to ? { live: { before: from ?? 'default', after: to ?? 'default' } } : {}),
        ...(abortedCanary ? { canary: { before: abortedCanary, after: null } } : {}),
      },
      {
        remote,
        switch: kind,
        via,
        ...(by ? { released_by: by } : {}),
        ...(abortedCanary ? { canary_aborted: abortedCanary } : {}),
      },
      actor,
    );
    this.logger.log(
      `${remote}: ${kind} ${from ?? 'default'} → ${to ?? 'default'} (${via})` +
        (abortedCanary ? `, canary ${abortedCanary} aborted` : ''),
    );
  }
}
