import { LOCALES, type CompletenessField, type Locale } from '@bolsos/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * Per language, what the product lacks there (name, slug, description, image alt text), or that
 * it is complete. A language without the name or the description has no page, card or search
 * result in the shop (only Spanish stands in, on its own page), and the view says so.
 */
export function ProductCompleteness({
  missing,
}: {
  missing: Record<Locale, readonly CompletenessField[]>;
}) {
  const { t } = useAdminProductsT();
  const field: Record<CompletenessField, string> = {
    name: t('admin.products.completeness.name'),
    slug: t('admin.products.completeness.slug'),
    description: t('admin.products.completeness.description'),
    alt: t('admin.products.completeness.alt'),
  };
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('admin.products.completeness.title')}</h2>}
      data-testid="product-completeness"
    >
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 8 }}>
        {LOCALES.map((locale) => {
          const lacking = missing[locale] ?? [];
          return (
            <div key={locale} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{t(`nav.language.${locale}`)}</dt>
              <dd style={{ margin: 0 }} data-testid={`completeness-${locale}`}>
                {lacking.length === 0 ? (
                  <Tag color="green">{t('admin.products.completeness.complete')}</Tag>
                ) : (
                  <Flex gap={4} wrap align="center">
                    <Typography.Text>{t('admin.products.completeness.missing')}</Typography.Text>
                    {lacking.map((name) => (
                      <Tag key={name} color="gold">
                        {field[name]}
                      </Tag>
                    ))}
                    {locale !== 'es' &&
                    (lacking.includes('name') || lacking.includes('description')) ? (
                      <Typography.Text
                        type="secondary"
                        data-testid={`completeness-${locale}-hidden`}
                      >
                        {t('admin.products.completeness.hidden')}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
