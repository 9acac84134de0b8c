import type { Role } from '@bolsos/contracts';
import { SetMetadata } from '@nestjs/common';

export const ROLES_KEY = 'bolsos:roles';
export interface RolesRequirement {
  roles: Role[];
  mode: 'any' | 'all';
}
/** Any of the listed roles (the spec's default); use RolesAll for all-of. */
export const Roles = (...roles: Role[]) =>
  SetMetadata(ROLES_KEY, { roles, mode: 'any' } satisfies RolesRequirement);
export const RolesAll = (...roles: Role[]) =>
  SetMetadata(ROLES_KEY, { roles, mode: 'all' } satisfies RolesRequirement);
