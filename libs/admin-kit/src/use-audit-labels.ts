import { isCategory, isLocale, isMessageStatus, isRole } from '@bolsos/contracts';
import { useStrings, useTranslation } from '@bolsos/i18n';
import { useMemo } from 'react';
import type { AuditLabels } from './audit-entries';
import { formatDateTime } from './format-date';
import { AUDIT_STRINGS } from './i18n/audit-strings';

type Key = keyof typeof AUDIT_STRINGS.catalogue.en;

/** Whether the kit has a word for `prefix.name` (a field or part the API may add has none). */
const named = (prefix: 'field' | 'part', name: string): boolean =>
  Object.hasOwn(AUDIT_STRINGS.catalogue.en, `${prefix}.${name}`);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An entry about several parts of a record names a part's field `part.key.field`
 * (`translation.en.name`, `image.12.position`): the part, its key and the field's own name.
 */
export function splitAuditField(field: string): { part?: string; key?: string; name: string } {
  const [part, key, ...rest] = field.split('.');
  return rest.length ? { part, key, name: rest.join('.') } : { name: field };
}

/**
 * The audit log's words in the staff member's language, for the History panels and the audit
 * log page of every admin remote; a field or part with no name here shows as it was sent.
 */
export function useAuditLabels(): AuditLabels {
  const { t } = useStrings(AUDIT_STRINGS);
  // Roles, categories, languages and yes/no are the common catalogue's.
  const { t: common, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'es';
  return useMemo<AuditLabels>(() => {
    const fieldName = (field: string) =>
      named('field', field) ? t(`field.${field}` as Key) : field;
    const partName = (part: string, key: string | null) => {
      if (part === 'thread' && (key === 'reply' || key === 'note')) return t(`part.thread.${key}`);
      if (part === 'thread' || !named('part', part)) return key ? `${part} ${key}` : part;
      const shown = part === 'role' && isRole(key) ? common(`admin.roles.${key}`) : (key ?? '');
      return t(`part.${part}` as Key, { key: shown });
    };
    return {
      action: (action) => t(`action.${action}` as Key),
      field: (field) => {
        const { part, key, name } = splitAuditField(field);
        return part ? `${partName(part, key ?? null)} · ${fieldName(name)}` : fieldName(name);
      },
      part: partName,
      detail: (name) => (name === 'email' ? t('detail.email') : name),
      visitor: t('visitor'),
      none: t('none'),
      yes: common('common.yes'),
      no: common('common.no'),
      value: (field, value) => {
        const { name } = splitAuditField(field);
        // Times are stored as ISO strings: shown in the back office's one date format.
        if (ISO_TIME.test(value)) return formatDateTime(value, locale);
        if (name === 'status' && isMessageStatus(value)) return t(`value.status.${value}`);
        if (name === 'kind' && (value === 'reply' || value === 'note'))
          return t(`part.thread.${value}`);
        if (name === 'category' && isCategory(value)) return common(`store.category.${value}`);
        if ((name === 'locale' || name === 'language') && isLocale(value))
          return common(`nav.language.${value}`);
        if (name === 'role' && isRole(value)) return common(`admin.roles.${value}`);
        return undefined;
      },
    };
  }, [t, common, locale]);
}
