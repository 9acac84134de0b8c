import {
  LOCALE_TAGS,
  LOCALES,
  type CompletenessField,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { Typography } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * Per language, "complete" or what the product lacks there (Product.missing): in words, not by
 * colour alone, so it reads the same to a screen reader.
 */
export function ProductCompleteness({ product, locale }: { product: Product; locale: Locale }) {
  const { t } = useAdminProductsT();
  const fieldNames: Record<CompletenessField, string> = {
    name: t('admin.products.list.field.name'),
    slug: t('admin.products.list.field.slug'),
    description: t('admin.products.list.field.description'),
    alt: t('admin.products.list.field.alt'),
  };
  const list = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' });
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, whiteSpace: 'nowrap' }}>
      {LOCALES.map((language) => {
        const missing = product.missing?.[language] ?? [];
        return (
          <li key={language} data-testid={`completeness-${language}`}>
            <abbr title={t(`nav.language.${language}`)}>{language.toUpperCase()}</abbr>{' '}
            {missing.length === 0 ? (
              t('admin.products.list.complete')
            ) : (
              <Typography.Text strong>
                {t('admin.products.list.missing', {
                  fields: list.format(missing.map((field) => fieldNames[field])),
                })}
              </Typography.Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
