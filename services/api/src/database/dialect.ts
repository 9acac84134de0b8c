import type { DataSource, DataSourceOptions } from 'typeorm';

/** True for the MySQL protocol's databases (MySQL, MariaDB); false for the embedded SQLite. */
export function isMysqlFamily(source: DataSource | DataSourceOptions['type']): boolean {
  const type = typeof source === 'string' ? source : source.options.type;
  return type === 'mysql' || type === 'mariadb';
}
