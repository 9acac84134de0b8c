import { formatDateTime, type AuditLabels } from '@bolsos/admin-kit';
import { isCategory, isLocale, isMessageStatus, isRole } from '@bolsos/contracts';
import { useMemo } from 'react';
import { useAdminUsersT } from '../i18n/use-admin-users-t';

const FIELDS = [
  'id',
  'name',
  'email',
  'role',
  'category',
  'price',
  'published',
  'locale',
  'slug',
  'description',
  'position',
  'altEs',
  'altEn',
  'altZh',
  'width',
  'height',
  'productId',
  'userId',
  'status',
  'phone',
  'message',
  'language',
  'body',
  'kind',
  'sentAt',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const PARTS = ['role', 'translation', 'image', 'popular'] as const;
type Part = (typeof PARTS)[number];
const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

/** The audit log's words in this remote's language; a field or part it has no name for shows as sent. */
export function useAuditLabels(): AuditLabels {
  const { t, i18n } = useAdminUsersT();
  const locale = isLocale(i18n.language) ? i18n.language : 'es';
  return useMemo<AuditLabels>(
    () => ({
      action: (action) => t(`admin.audit.action.${action}`),
      field: (field) => (isField(field) ? t(`admin.audit.field.${field}`) : field),
      part: (part, key) => {
        if (part === 'thread' && (key === 'reply' || key === 'note'))
          return t(`admin.audit.part.thread.${key}`);
        if (!isPart(part)) return key ? `${part} ${key}` : part;
        const shown = part === 'role' && isRole(key) ? t(`admin.roles.${key}`) : (key ?? '');
        return t(`admin.audit.part.${part}`, { key: shown });
      },
      detail: (name) => (name === 'email' ? t('admin.audit.detail.email') : name),
      visitor: t('admin.audit.visitor'),
      none: t('admin.audit.none'),
      yes: t('common.yes'),
      no: t('common.no'),
      value: (field, value) => {
        // Times are stored as ISO strings: shown in the back office's one date format.
        if (ISO_TIME.test(value)) return formatDateTime(value, locale);
        if (field === 'status' && isMessageStatus(value))
          return t(`admin.audit.value.status.${value}`);
        if (field === 'kind' && (value === 'reply' || value === 'note'))
          return t(`admin.audit.part.thread.${value}`);
        if (field === 'category' && isCategory(value)) return t(`store.category.${value}`);
        if ((field === 'locale' || field === 'language') && isLocale(value))
          return t(`nav.language.${value}`);
        if (field === 'role' && isRole(value)) return t(`admin.roles.${value}`);
        return undefined;
      },
    }),
    [t, locale],
  );
}
