import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../context/request-context';
import { releaseTokenCaller } from '../guards/release-token-verifier';

export const RELEASE_TOKEN_ALLOWED = 'bolsos:release-token-allowed';

/**
 * Also opens a route to a release token (`Authorization: Bearer …`, docs/releasing.md): a team's
 * pipeline, as an actor allowed to release. Only the releases routes carry it; a token opens
 * nothing else, and a signed-in session on the route is checked as before.
 */
export const ReleaseTokenAllowed = () => SetMetadata(RELEASE_TOKEN_ALLOWED, true);

/**
 * The audit's actor when a release token made the request (no user row stands for it); undefined
 * for a signed-in user, whom the audit finds itself.
 */
export const ReleaseTokenActor = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Actor | undefined => {
    const caller = releaseTokenCaller(ctx.switchToHttp().getRequest<Request>());
    return caller ? { id: null, name: `Release token: ${caller.name}` } : undefined;
  },
);
