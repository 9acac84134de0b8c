import type { AuditLabels } from '@bolsos/admin-kit';
import { isRole } from '@bolsos/contracts';
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

const PARTS = ['role', 'translation', 'image', 'popular'] as const;
type Part = (typeof PARTS)[number];
const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

/** The audit log's words in this remote's language; a field or part it has no name for shows as sent. */
export function useAuditLabels(): AuditLabels {
  const { t } = useAdminUsersT();
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
    }),
    [t],
  );
}
