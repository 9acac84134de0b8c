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
 * The products list's cell: per language, "complete" or what the product lacks there
 * (Product.missing), in one line each and in words, not by colour alone.
 */
export function ProductCompletenessCell({ product, locale }: { product: Product; locale: Locale }) {
  const { t } = useAdminProductsT();
  const fieldNames: Record<CompletenessField, string> = {
    name: t('admin.products.completeness.name'),
    slug: t('admin.products.completeness.slug'),
    description: t('admin.products.completeness.description'),
    alt: t('admin.products.completeness.alt'),
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
