import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Who acts on a write: the signed-in user, with their name as it was then; or a release token,
 * which has no user row (id null) but a name.
 */
export interface Actor {
  id: number | null;
  name: string;
}

interface RequestContext {
  req: Request;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Gives code far from the controller (TypeORM subscribers, services called by
 * several routes) the request it runs for. The request is kept rather than a
 * copy of the user, since passport signs the user in or out in the middle of it.
 */
export function requestContext(req: Request, _res: Response, next: NextFunction): void {
  storage.run({ req }, next);
}

/** The signed-in user of the current request; null for a visitor, the seed, the CLI and timers. */
export function currentActor(): Actor | null {
  const req = storage.getStore()?.req;
  const user = req?.user as Partial<Actor> | undefined;
  if (!req?.isAuthenticated?.() || typeof user?.id !== 'number') return null;
  return { id: user.id, name: String(user.name ?? '') };
}

/** The client address as Express sees it: behind TRUST_PROXY, the X-Forwarded-For client. */
export function currentIp(): string | null {
  return storage.getStore()?.req.ip ?? null;
}
