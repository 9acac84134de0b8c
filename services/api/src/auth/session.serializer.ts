import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import type { AuthUser } from '../common/types/auth-user';
import { UsersService } from '../users/users.service';

interface SessionUser {
  id: number;
  /** the user's session_version when this session signed in */
  v: number;
}

/**
 * Sessions keep only the id and session version. A password change bumps the
 * version in the database, which signs out every other session on any store.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
    // Passport keeps (de)serializers in one process-wide list and tries them in
    // order. Only this app's pair may stay: an earlier app in the same process
    // (the tests build one per database) would answer from a closed connection.
    const internals = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    internals._serializers = internals._serializers.slice(-1);
    internals._deserializers = internals._deserializers.slice(-1);
  }

  serializeUser(user: AuthUser, done: (err: unknown, value: SessionUser) => void) {
    done(null, { id: user.id, v: user.sessionVersion });
  }

  deserializeUser(payload: SessionUser, done: (err: unknown, user?: AuthUser | false) => void) {
    this.users
      .findById(Number(payload?.id))
      .then((user) => done(null, user && user.sessionVersion === payload.v ? user : false))
      .catch((error) => done(error));
  }
}
