import { Init1795321311575 } from './1795321311575-init';
import { ProductSlugHistory1795331745024 } from './1795331745024-product-slug-history';
import { ContactMessageInbox1795612553085 } from './1795612553085-contact-message-inbox';
import { AuditLog1795612765072 } from './1795612765072-audit-log';
import { StaffListIndexes1795623417344 } from './1795623417344-staff-list-indexes';
import { ProductCompleteness1795625522300 } from './1795625522300-product-completeness';
import { ContactIdempotencyKey1795657684599 } from './1795657684599-contact-idempotency-key';
import { ContactMailClaim1795669195623 } from './1795669195623-contact-mail-claim';
import { ShopDetails1795780220098 } from './1795780220098-shop-details';
import { CatalogueOrderIndexes1795789636028 } from './1795789636028-catalogue-order-indexes';
import { RemoteReleases1795789879988 } from './1795789879988-remote-releases';
import { CompletenessFlagIndexes1795800000000 } from './1795800000000-completeness-flag-indexes';
import { CompletenessTranslatedFlags1795800000001 } from './1795800000001-completeness-translated-flags';
import { ReleaseHealth1795801502383 } from './1795801502383-release-health';
import { CompletenessSearchText1795810000000 } from './1795810000000-completeness-search-text';
import { ReleaseTokens1795810000001 } from './1795810000001-release-tokens';
import { CompletenessListColumns1795820000000 } from './1795820000000-completeness-list-columns';
import { ReleaseHealthNetworks1796670082771 } from './1796670082771-release-health-networks';

/** SQLite migrations, oldest first. */
export const SQLITE_MIGRATIONS = [
  Init1795321311575,
  ProductSlugHistory1795331745024,
  ContactMessageInbox1795612553085,
  AuditLog1795612765072,
  StaffListIndexes1795623417344,
  ProductCompleteness1795625522300,
  ContactIdempotencyKey1795657684599,
  ContactMailClaim1795669195623,
  ShopDetails1795780220098,
  CatalogueOrderIndexes1795789636028,
  RemoteReleases1795789879988,
  CompletenessFlagIndexes1795800000000,
  CompletenessTranslatedFlags1795800000001,
  ReleaseHealth1795801502383,
  CompletenessSearchText1795810000000,
  ReleaseTokens1795810000001,
  CompletenessListColumns1795820000000,
  ReleaseHealthNetworks1796670082771,
];
