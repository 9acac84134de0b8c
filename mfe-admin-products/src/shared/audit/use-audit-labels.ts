import { formatDateTime, type AuditLabels } from '@bolsos/admin-kit';
import { isCategory, isLocale, isRole, type AuditAction } from '@bolsos/contracts';
import { useMemo } from 'react';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The audit log's words in this remote's language; a field or part it has no name for shows as
 * sent. Each key is asked for by name, so the strings check sees every one in use.
 */
export function useAuditLabels(): AuditLabels {
  const { t, i18n } = useAdminProductsT();
  const locale = isLocale(i18n.language) ? i18n.language : 'es';
  return useMemo<AuditLabels>(() => {
    const actions: Record<AuditAction, string> = {
      create: t('admin.audit.action.create'),
      update: t('admin.audit.action.update'),
      delete: t('admin.audit.action.delete'),
      sign_in: t('admin.audit.action.sign_in'),
      sign_in_failed: t('admin.audit.action.sign_in_failed'),
      sign_out: t('admin.audit.action.sign_out'),
      password_reset_requested: t('admin.audit.action.password_reset_requested'),
      password_reset: t('admin.audit.action.password_reset'),
      password_set: t('admin.audit.action.password_set'),
      password_changed: t('admin.audit.action.password_changed'),
      invitation_sent: t('admin.audit.action.invitation_sent'),
      invitation_accepted: t('admin.audit.action.invitation_accepted'),
    };
    const fields: Record<string, string> = {
      id: t('admin.audit.field.id'),
      name: t('admin.audit.field.name'),
      email: t('admin.audit.field.email'),
      role: t('admin.audit.field.role'),
      category: t('admin.audit.field.category'),
      price: t('admin.audit.field.price'),
      published: t('admin.audit.field.published'),
      locale: t('admin.audit.field.locale'),
      slug: t('admin.audit.field.slug'),
      description: t('admin.audit.field.description'),
      position: t('admin.audit.field.position'),
      altEs: t('admin.audit.field.altEs'),
      altEn: t('admin.audit.field.altEn'),
      altZh: t('admin.audit.field.altZh'),
      width: t('admin.audit.field.width'),
      height: t('admin.audit.field.height'),
      productId: t('admin.audit.field.productId'),
      userId: t('admin.audit.field.userId'),
    };
    return {
      action: (action) => actions[action],
      field: (field) => (Object.hasOwn(fields, field) ? fields[field] : field),
      part: (part, key) => {
        const shown = part === 'role' && isRole(key) ? t(`admin.roles.${key}`) : (key ?? '');
        const parts: Record<string, string> = {
          role: t('admin.audit.part.role', { key: shown }),
          translation: t('admin.audit.part.translation', { key: shown }),
          image: t('admin.audit.part.image', { key: shown }),
          popular: t('admin.audit.part.popular', { key: shown }),
        };
        return Object.hasOwn(parts, part) ? parts[part] : key ? `${part} ${key}` : part;
      },
      detail: (name) => (name === 'email' ? t('admin.audit.detail.email') : name),
      visitor: t('admin.audit.visitor'),
      none: t('admin.audit.none'),
      yes: t('common.yes'),
      no: t('common.no'),
      value: (field, value) => {
        // Times are stored as ISO strings: shown in the back office's one date format.
        if (ISO_TIME.test(value)) return formatDateTime(value, locale);
        if (field === 'category' && isCategory(value)) return t(`store.category.${value}`);
        if (field === 'locale' && isLocale(value)) return t(`nav.language.${value}`);
        return undefined;
      },
    };
  }, [t, locale]);
}
