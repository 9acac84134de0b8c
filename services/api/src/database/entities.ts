import { AuditEntry } from '../audit/entities/audit-entry.entity';
import { AuthToken } from '../tokens/entities/auth-token.entity';
import { Session } from '../auth/entities/session.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { MessageEntry } from '../messages/entities/message-entry.entity';
import { Popular } from '../populars/entities/popular.entity';
import { Product } from '../products/entities/product.entity';
import { ProductCompleteness } from '../products/entities/product-completeness.entity';
import { ProductImage } from '../products/entities/product-image.entity';
import { ProductSlugHistory } from '../products/entities/product-slug-history.entity';
import { ProductTranslation } from '../products/entities/product-translation.entity';
import { Release } from '../releases/entities/release.entity';
import { ReleaseHealth } from '../releases/health/entities/release-health.entity';
import { ReleaseHealthNetwork } from '../releases/health/entities/release-health-network.entity';
import { ReleaseLoadClaim } from '../releases/health/entities/release-load-claim.entity';
import { ReleaseToken } from '../releases/tokens/entities/release-token.entity';
import { RouteRedirect } from '../redirects/entities/route-redirect.entity';
import { ShopDetails } from '../shop/entities/shop-details.entity';
import { User } from '../users/entities/user.entity';
import { UserRole } from '../users/entities/user-role.entity';

/** Every entity, listed once: the data source and the schema check both read this. */
export const ENTITIES = [
  User,
  UserRole,
  AuthToken,
  Session,
  Product,
  ProductTranslation,
  ProductImage,
  ProductSlugHistory,
  ProductCompleteness,
  Popular,
  ContactMessage,
  MessageEntry,
  RouteRedirect,
  ShopDetails,
  AuditEntry,
  Release,
  ReleaseHealth,
  ReleaseToken,
  ReleaseHealthNetwork,
  ReleaseLoadClaim,
];
