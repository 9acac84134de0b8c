import { Init1795321311575 } from './1795321311575-init';

/** SQLite migrations, oldest first. */
export const SQLITE_MIGRATIONS = [Init1795321311575];
