import { Init1795321312126 } from './1795321312126-init';

/** MySQL/MariaDB migrations, oldest first. */
export const MYSQL_MIGRATIONS = [Init1795321312126];
