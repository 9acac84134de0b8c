import { Store, type SessionData } from 'express-session';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { Session } from '../entities/session.entity';

type Callback = (error?: unknown, value?: unknown) => void;

/**
 * express-session store on the application database (SQLite or MySQL), so the
 * API stays stateless and any replica can serve any request.
 */
export class TypeormSessionStore extends Store {
  private readonly repo: Repository<Session>;
  private readonly timer: NodeJS.Timeout;

  constructor(
    dataSource: DataSource,
    private readonly fallbackTtlMs: number,
    pruneEveryMs = 15 * 60 * 1000,
  ) {
    super();
    this.repo = dataSource.getRepository(Session);
    this.timer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.timer.unref();
  }

  private expiry(session: SessionData): Date {
    const expires = session.cookie?.expires;
    if (expires) return new Date(expires);
    return new Date(Date.now() + (session.cookie?.maxAge ?? this.fallbackTtlMs));
  }

  override get(
    sid: string,
    callback: (error: unknown, session?: SessionData | null) => void,
  ): void {
    this.repo
      .findOne({ where: { id: sid } })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as SessionData);
      })
      .catch(callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.repo
      .upsert({ id: sid, data: JSON.stringify(session), expiresAt: this.expiry(session) }, ['id'])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.repo
      .update({ id: sid }, { expiresAt: this.expiry(session) })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.repo
      .delete({ id: sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  async prune(): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
