import { LinkButton, PageHeader } from '@bolsos/admin-kit';
import { LOCALES, buildPath, type Locale, type Product } from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Card, Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { PublishedTag } from '../../../shared/components/published-tag';
import { RecordHistory } from '../../../shared/components/record-history';
import { translationIn } from '../../../shared/lib/product-text';
import { DeleteProductButton } from './delete-product-button';
import { DuplicateProductButton } from './duplicate-product-button';
import { ProductCompleteness } from './product-completeness';
import { ProductImagesManager } from './product-images-manager';
import { ProductRecord } from './product-record';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/products/{id}: images (managed here too, each flagged for the languages it has no alt
 * text in), category, price, published, and each language's text, marking where the shop falls
 * back to Spanish, and what each language lacks; edit, duplicate, delete, and the shop page; and its History
 * (the audit log's entries for it).
 */
export function ProductDetailPage({ basename, locale }: { basename: string; locale: Locale }) {
  return (
    <ProductRecord>
      {(product, replace) => (
        <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
          <ProductDetail product={product} basename={basename} locale={locale} />
          <ProductCompleteness missing={product.missing} />
          <ProductImagesManager product={product} onChange={replace} />
          <RecordHistory
            entity="product"
            id={product.id}
            locale={locale}
            version={historyVersion(product)}
          />
        </Flex>
      )}
    </ProductRecord>
  );
}

/** Changes when the page itself changed the product (its images), so History loads again. */
const historyVersion = (product: Product) =>
  `${product.updated_at}|${product.images.map((image) => `${image.id}@${image.position}`).join(',')}`;

function ProductDetail({
  product,
  basename,
  locale,
}: {
  product: Product;
  basename: string;
  locale: Locale;
}) {
  const { t } = useAdminProductsT();
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: 'ID', children: product.id },
    {
      key: 'category',
      label: t('admin.products.col.category'),
      children: t(`store.category.${product.category}`),
    },
    {
      key: 'price',
      label: t('admin.products.col.price'),
      children: formatPrice(product.price, locale),
    },
    {
      key: 'published',
      label: t('admin.products.col.published'),
      children: <PublishedTag published={product.published} />,
    },
  ];
  return (
    <>
      <PageHeader
        // The record's name is its heading: where the focus lands after creating it (issue 45).
        title={t('admin.products.detail_title', { name: translationIn(product, locale).text.name })}
        actions={
          <>
            <LinkButton to={`${basename}/products`}>{t('common.back')}</LinkButton>
            <LinkButton type="primary" to={`${basename}/products/${product.id}/edit`}>
              {t('common.edit')}
            </LinkButton>
            <DuplicateProductButton product={product} basename={basename} />
            <DeleteProductButton product={product} basename={basename} />
          </>
        }
      />
      <Card>
        <Descriptions column={1} bordered items={items} data-testid="product-detail" />
      </Card>
      {LOCALES.map((language) => (
        <TranslationCard key={language} product={product} language={language} />
      ))}
    </>
  );
}

function TranslationCard({ product, language }: { product: Product; language: Locale }) {
  const { t } = useAdminProductsT();
  const { text, fallback } = translationIn(product, language);
  // The shop falls back to the Spanish slug too; a draft has no shop page yet.
  const shopPath = buildPath(language, {
    name: 'product',
    category: product.category,
    slug: text.slug,
  });
  const textLang = fallback ? 'es' : language;
  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: t('admin.products.col.name'),
      children: <span lang={textLang}>{text.name}</span>,
    },
    {
      key: 'slug',
      label: t('admin.products.field.slug'),
      children: <code lang={textLang}>{text.slug}</code>,
    },
    {
      key: 'description',
      label: t('admin.products.field.description'),
      children: (
        <Typography.Paragraph lang={textLang} style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {text.description}
        </Typography.Paragraph>
      ),
    },
  ];
  return (
    <Card
      data-testid={`product-text-${language}`}
      title={
        <Flex gap="small" align="center" wrap>
          <h2 style={{ margin: 0, fontSize: 16 }}>{t(`nav.language.${language}`)}</h2>
          {fallback ? <Tag color="gold">{t('store.fallback_language')}</Tag> : null}
        </Flex>
      }
      extra={
        product.published ? (
          <a href={shopPath} target="_blank" rel="noreferrer">
            {t('admin.products.view_in_store')}
          </a>
        ) : null
      }
    >
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
