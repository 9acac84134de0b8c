import type { Locale, Role } from '@bolsos/contracts';

/** What the guards need to know about the signed-in user (the users module's entity fits it). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  locale: Locale;
  passwordSetAt: Date | null;
  sessionVersion: number;
}
