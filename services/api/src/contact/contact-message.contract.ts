import type {
  ContactMessage as ContactMessageContract,
  ContactMessageProduct,
} from '@bolsos/contracts';
import type { ContactMessage } from './entities/contact-message.entity';

/** A stored message as staff read it (landing and inbox), with the bag it asks about if known. */
export function contactMessageContract(
  row: ContactMessage,
  product: ContactMessageProduct | null = null,
): ContactMessageContract {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    message: row.message,
    language: row.language,
    product_id: row.productId,
    product,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
