import { SetMetadata } from '@nestjs/common';

export const ALLOW_WITHOUT_PASSWORD = 'bolsos:allow-without-password';
/** Reachable by a signed-in user who has not set a password yet (account, logout, password-set). */
export const AllowWithoutPassword = () => SetMetadata(ALLOW_WITHOUT_PASSWORD, true);
