import { Init1795321311575 } from './1795321311575-init';
import { ProductSlugHistory1795331745024 } from './1795331745024-product-slug-history';
import { AuditLog1795612765072 } from './1795612765072-audit-log';

/** SQLite migrations, oldest first. */
export const SQLITE_MIGRATIONS = [
  Init1795321311575,
  ProductSlugHistory1795331745024,
  AuditLog1795612765072,
];
