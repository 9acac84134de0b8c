import { LOCALE_TAGS, buildPath, contactPath, type Category, type Locale } from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { normalizePathname, useRegisterTwinPaths } from '@bolsos/ui';
import { Link, Navigate, useLocation } from '@bolsos/router';
import { Breadcrumb } from '../../../shared/components/breadcrumb';
import { StorefrontNotFound } from '../../../shared/components/storefront-not-found';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { useCatalogProduct } from '../hooks/use-catalog-product';
import { ProductGallery } from './product-gallery';
import { UntranslatedNote } from './untranslated-note';

export interface ProductPageProps {
  locale: Locale;
  /** From the URL; the product's own category wins once it is known. */
  category: Category;
  slug: string;
}

/** A product (`/productos/{category}/{slug}`…): pictures, name, price, description, ask about it. */
export function ProductPage({ locale, category, slug }: ProductPageProps) {
  const { t } = useStorefrontT();
  const { pathname } = useLocation();
  const state = useCatalogProduct(locale, slug);
  const item = state.status === 'ready' ? state.data : null;
  const route = { name: 'product', category: item?.category ?? category, slug } as const;
  usePageMeta(locale, route, item ?? undefined);
  // The language switcher cannot guess a product's slug in the other languages.
  useRegisterTwinPaths(pathname, item?.alternates);

  if (state.status === 'ready' && !item) {
    const categoryPath = buildPath(locale, { name: 'category', category });
    return (
      <StorefrontNotFound message={t('store.product.not_found')}>
        <Link className="sf-button sf-button--quiet" to={categoryPath}>
          {t('store.product.back', { category: t(`store.category.${category}`) })}
        </Link>
      </StorefrontNotFound>
    );
  }
  // An old slug or the wrong category in the address: show the product at its own address.
  if (item && normalizePathname(item.path) !== normalizePathname(pathname)) {
    return <Navigate to={item.path} replace />;
  }

  const fallback = item !== null && item.locale !== locale;
  const categoryName = t(`store.category.${route.category}`);
  return (
    <div className="sf-page" data-testid="product-page">
      <Breadcrumb locale={locale} route={route} productName={item?.name} />
      {item ? <UntranslatedNote category={item.category} translations={item.translations} /> : null}
      {state.status === 'failed' ? (
        <div className="sf-state" role="alert">
          <p>{t('error.page_load')}</p>
          <button type="button" className="sf-button sf-button--quiet" onClick={state.reload}>
            {t('error.retry')}
          </button>
        </div>
      ) : (
        <article className="sf-product" aria-busy={!item}>
          {item ? (
            <ProductGallery images={item.images} />
          ) : (
            <div className="sf-product__media sf-skeleton-box" aria-hidden="true" />
          )}
          <div className="sf-product__info">
            {item ? (
              <>
                <h1 lang={fallback ? LOCALE_TAGS[item.locale] : undefined}>{item.name}</h1>
                {fallback ? (
                  <p className="sf-card__fallback" data-testid="fallback-language">
                    {t('store.fallback_language')}
                  </p>
                ) : null}
                <p className="sf-product__price" data-testid="product-price">
                  {formatPrice(item.price, locale)}
                </p>
                <p className="sf-product__category">
                  {t('store.product.category')}
                  <Link to={buildPath(locale, { name: 'category', category: item.category })}>
                    {categoryName}
                  </Link>
                </p>
                {/* Contact opens about this bag (its slug in this language, as on this page). */}
                <Link
                  className="sf-button"
                  to={contactPath(locale, item.slug)}
                  data-testid="ask-about-product"
                >
                  {t('store.product.ask')}
                </Link>
                {item.description ? (
                  <section className="sf-product__description">
                    <h2>{t('store.product.description')}</h2>
                    <div lang={fallback ? LOCALE_TAGS[item.locale] : undefined}>
                      {item.description
                        .split(/\n{2,}/)
                        .filter((paragraph) => paragraph.trim() !== '')
                        .map((paragraph) => (
                          <p key={paragraph}>{paragraph}</p>
                        ))}
                    </div>
                  </section>
                ) : null}
              </>
            ) : (
              <div aria-hidden="true" data-testid="product-skeleton">
                <span className="sf-skeleton-line sf-skeleton-line--title" />
                <span className="sf-skeleton-line sf-skeleton-line--short" />
              </div>
            )}
          </div>
        </article>
      )}
    </div>
  );
}
