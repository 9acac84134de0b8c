import { Popular } from '../populars/entities/popular.entity';
import { ProductImage } from '../products/entities/product-image.entity';
import { ProductTranslation } from '../products/entities/product-translation.entity';
import { Product } from '../products/entities/product.entity';
import { UserRole } from '../users/entities/user-role.entity';
import { User } from '../users/entities/user.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { MessageEntry } from '../messages/entities/message-entry.entity';
import { ShopDetails } from '../shop/entities/shop-details.entity';
import { In, type EntityManager } from 'typeorm';
import { auditEntity } from './audit-registry';

/** "Name <e-mail>" of the rows of a table that has both, by id. */
async function nameAndEmail(
  manager: EntityManager,
  target: typeof User | typeof ContactMessage,
  ids: number[],
): Promise<Map<number, string>> {
  const rows: { id: number; name: string; email: string }[] = await manager
    .getRepository(target)
    .find({ select: { id: true, name: true, email: true }, where: { id: In(ids) } });
  return new Map(rows.map((row) => [row.id, `${row.name} <${row.email}>`]));
}

/**
 * The tables staff write, each filed under the record whose History shows it. One line per
 * table: a new staff-written table is audited by adding it here (its writes must then go
 * through save()/remove(), see auditEntity).
 */
export function registerAuditedEntities(): void {
  // locale follows the sign-in language; sign-ins and passwords have their own events.
  auditEntity(User, {
    entity: 'user',
    recordId: (u) => u.id,
    ignore: ['searchText', 'locale'],
    label: (manager, ids) => nameAndEmail(manager, User, ids),
  });
  auditEntity(UserRole, {
    entity: 'user',
    part: 'role',
    recordId: (link) => link.userId ?? link.user?.id,
    partKey: (link) => link.role,
    // The entry is filed under the user: their id again says nothing.
    ignore: ['userId'],
  });
  auditEntity(Product, {
    entity: 'product',
    recordId: (p) => p.id,
    // The name in the staff member's language, else the Spanish one every product has.
    label: async (manager, ids, locale) => {
      const rows = await manager.getRepository(ProductTranslation).find({
        select: { productId: true, locale: true, name: true },
        where: { productId: In(ids), locale: In([...new Set([locale, 'es' as const])]) },
      });
      const names = new Map<number, string>();
      for (const row of rows) {
        if (row.locale === locale || !names.has(row.productId)) names.set(row.productId, row.name);
      }
      return names;
    },
  });
  auditEntity(ProductTranslation, {
    entity: 'product',
    part: 'translation',
    recordId: (t) => t.productId,
    partKey: (t) => t.locale,
    ignore: ['searchText', 'productId', 'locale'],
  });
  // The renditions and file key follow from the upload; the entry keeps what staff chose.
  auditEntity(ProductImage, {
    entity: 'product',
    part: 'image',
    recordId: (image) => image.productId,
    partKey: (image) => image.id,
    ignore: ['variants', 'storageKey', 'productId'],
    // Stored from 0; the product page numbers its photos from 1.
    shown: { position: (value) => Number(value) + 1 },
  });
  auditEntity(Popular, {
    entity: 'product',
    part: 'popular',
    recordId: (entry) => entry.productId,
    partKey: (entry) => entry.id,
    ignore: ['productId'],
    // A move shifts every entry between its old and new place; PopularsService records the
    // move itself, as one entry on the product moved.
    quiet: ['position'],
    shown: { position: (value) => Number(value) + 1 },
  });
  // A visitor's message is written by the public form (no staff actor, not recorded, unless a
  // signed-in staff member sends it); staff change its status and add replies and notes to its
  // thread. The client's idempotency key and the e-mail's claim are the form's plumbing, not
  // anything staff did (and the claim is set by a query-builder update, refused if shown).
  auditEntity(ContactMessage, {
    entity: 'message',
    recordId: (m) => m.id,
    label: (manager, ids) => nameAndEmail(manager, ContactMessage, ids),
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
