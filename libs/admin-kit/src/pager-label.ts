import type { PageMeta } from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';

/** The values of the spec's pager label '{first}-{last} of {totalRecords}', as the API counts them. */
export function pagerLabelParams(meta: PageMeta) {
  return { first: meta.from, last: meta.to, totalRecords: meta.total };
}

/** '1-20 of 42' in the active language (key `admin.pager`). */
export function pagerLabel(meta: PageMeta, t: TFunction): string {
  return t('admin.pager', pagerLabelParams(meta));
}
