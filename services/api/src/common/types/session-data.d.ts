import 'express-session';
import type { AuthUser } from './auth-user';

declare module 'express-session' {
  interface SessionData {
    /** Sanctum-style synchronizer token, mirrored in the XSRF-TOKEN cookie. */
    csrfToken?: string;
  }
}

declare global {
  namespace Express {
    // Declaration merging: passport's req.user becomes our AuthUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}
