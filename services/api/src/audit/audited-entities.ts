import { Popular } from '../populars/entities/popular.entity';
import { ProductImage } from '../products/entities/product-image.entity';
import { ProductTranslation } from '../products/entities/product-translation.entity';
import { Product } from '../products/entities/product.entity';
import { UserRole } from '../users/entities/user-role.entity';
import { User } from '../users/entities/user.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { MessageEntry } from '../messages/entities/message-entry.entity';
import { ShopDetails } from '../shop/entities/shop-details.entity';
import { auditEntity } from './audit-registry';

/**
 * The tables staff write, each filed under the record whose History shows it. One line per
 * table: a new staff-written table is audited by adding it here (its writes must then go
 * through save()/remove(), see auditEntity).
 */
export function registerAuditedEntities(): void {
  // locale follows the sign-in language; sign-ins and passwords have their own events.
  auditEntity(User, { entity: 'user', recordId: (u) => u.id, ignore: ['searchText', 'locale'] });
  auditEntity(UserRole, {
    entity: 'user',
    part: 'role',
    recordId: (link) => link.userId ?? link.user?.id,
    partKey: (link) => link.role,
  });
  auditEntity(Product, { entity: 'product', recordId: (p) => p.id });
  auditEntity(ProductTranslation, {
    entity: 'product',
    part: 'translation',
    recordId: (t) => t.productId,
    partKey: (t) => t.locale,
    ignore: ['searchText'],
  });
  // The renditions and file key follow from the upload; the entry keeps what staff chose.
  auditEntity(ProductImage, {
    entity: 'product',
    part: 'image',
    recordId: (image) => image.productId,
    partKey: (image) => image.id,
    ignore: ['variants', 'storageKey'],
  });
  auditEntity(Popular, {
    entity: 'product',
    part: 'popular',
    recordId: (entry) => entry.productId,
    partKey: (entry) => entry.id,
  });
  // A visitor's message is written by the public form (no staff actor, not recorded, unless a
  // signed-in staff member sends it); staff change its status and add replies and notes to its
  // thread. The client's idempotency key and the e-mail's claim are the form's plumbing, not
  // anything staff did (and the claim is set by a query-builder update, refused if shown).
  auditEntity(ContactMessage, {
    entity: 'message',
    recordId: (m) => m.id,
    ignore: ['searchText', 'mailedAt', 'mailClaimedAt', 'idempotencyKey'],
  });
  auditEntity(MessageEntry, {
    entity: 'message',
    part: 'thread',
    recordId: (entry) => entry.messageId,
    partKey: (entry) => entry.kind,
    // the entry's author is its actor
    ignore: ['messageId', 'authorId', 'authorName'],
  });
  // One row: the shop's details, filed as record 1 of their own kind.
  auditEntity(ShopDetails, { entity: 'shop', recordId: (row) => row.id });
}
