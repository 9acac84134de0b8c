import { Init1795321312126 } from './1795321312126-init';
import { ProductSlugHistory1795331766293 } from './1795331766293-product-slug-history';
import { ContactMessageInbox1795612562704 } from './1795612562704-contact-message-inbox';
import { AuditLog1795612797644 } from './1795612797644-audit-log';
import { StaffListIndexes1795623419753 } from './1795623419753-staff-list-indexes';
import { ProductCompleteness1795625523378 } from './1795625523378-product-completeness';
import { ContactIdempotencyKey1795657709666 } from './1795657709666-contact-idempotency-key';
import { ContactMailClaim1795669197727 } from './1795669197727-contact-mail-claim';
import { ShopDetails1795780221695 } from './1795780221695-shop-details';
import { CatalogueOrderIndexes1795789637528 } from './1795789637528-catalogue-order-indexes';
import { RemoteReleases1795789880509 } from './1795789880509-remote-releases';
import { CompletenessFlagIndexes1795800000000 } from './1795800000000-completeness-flag-indexes';
import { CompletenessTranslatedFlags1795800000001 } from './1795800000001-completeness-translated-flags';
import { ReleaseHealth1795801502740 } from './1795801502740-release-health';
import { CompletenessSearchText1795810000000 } from './1795810000000-completeness-search-text';
import { ReleaseTokens1795810000001 } from './1795810000001-release-tokens';
import { CompletenessListColumns1795820000000 } from './1795820000000-completeness-list-columns';
import { ReleaseHealthNetworks1796670097796 } from './1796670097796-release-health-networks';

/** MySQL/MariaDB migrations, oldest first. */
export const MYSQL_MIGRATIONS = [
  Init1795321312126,
  ProductSlugHistory1795331766293,
  ContactMessageInbox1795612562704,
  AuditLog1795612797644,
  StaffListIndexes1795623419753,
  ProductCompleteness1795625523378,
  ContactIdempotencyKey1795657709666,
  ContactMailClaim1795669197727,
  ShopDetails1795780221695,
  CatalogueOrderIndexes1795789637528,
  RemoteReleases1795789880509,
  CompletenessFlagIndexes1795800000000,
  CompletenessTranslatedFlags1795800000001,
  ReleaseHealth1795801502740,
  CompletenessSearchText1795810000000,
  ReleaseTokens1795810000001,
  CompletenessListColumns1795820000000,
  ReleaseHealthNetworks1796670097796,
];
