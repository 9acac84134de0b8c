import {
  buildPath,
  LOCALES,
  productMissing,
  type CatalogImage,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type Locale,
  type Product as ProductContract,
  type ProductImage as ProductImageContract,
  type ProductTranslation as TranslationContract,
  untranslatedPath,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { fallbackWidth, imageKeys } from '../storage/image-processor.service';
import { StorageService } from '../storage/storage.service';
import type { ProductImage } from './entities/product-image.entity';
import type { ProductTranslation } from './entities/product-translation.entity';
import type { Product } from './entities/product.entity';

/** Turns product rows into the contract shapes: staff (all languages) and catalogue (one language). */
@Injectable()
export class ProductPresenter {
  constructor(private readonly storage: StorageService) {}

  imageUrls(image: Pick<ProductImage, 'storageKey' | 'variants'>) {
    const keys = imageKeys(image.storageKey, image.variants);
    return {
      url: this.storage.url(keys.fallback),
      variants: keys.webp.map((v) => ({ width: v.width, url: this.storage.url(v.key) })),
    };
  }

  /** The image's alt text in `locale`, else the Spanish one, else the product's name. */
  alt(image: ProductImage, locale: Locale, name: string): string {
    return (
      (locale === 'en' ? image.altEn : locale === 'zh' ? image.altZh : null) || image.altEs || name
    );
  }

  staffImage(image: ProductImage): ProductImageContract {
    const urls = this.imageUrls(image);
    return {
      id: image.id,
      position: image.position,
      // Only the texts staff wrote: an empty one means "the product's name".
      alt: {
        ...(image.altEs ? { es: image.altEs } : {}),
        ...(image.altEn ? { en: image.altEn } : {}),
        ...(image.altZh ? { zh: image.altZh } : {}),
      },
      width: image.width,
      height: image.height,
      url: urls.url,
      variants: urls.variants,
    };
  }

  staff(product: Product): ProductContract {
    const translations = {} as ProductContract['translations'];
    for (const t of product.translations ?? []) {
      (translations as Record<string, TranslationContract>)[t.locale] = {
        name: t.name,
        slug: t.slug,
        description: t.description,
      };
    }
    const images = [...(product.images ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((i) => this.staffImage(i));
    return {
      id: product.id,
      category: product.category,
      price: product.price,
      published: product.published,
      translations,
      images,
      missing: productMissing({ translations, images }),
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
    };
  }

  catalogImage(image: ProductImage | undefined, locale: Locale, name: string): CatalogImage | null {
    if (!image) return null;
    const urls = this.imageUrls(image);
    // The fallback JPEG's height follows its width; srcset lists the WebP renditions.
    const width = fallbackWidth(image.variants);
    return {
      url: urls.url,
      srcset: urls.variants.map((v) => `${v.url} ${v.width}w`).join(', '),
      width,
      height: Math.round((image.height * width) / image.width),
      alt: this.alt(image, locale, name),
    };
  }

  /**
   * Whether `locale` has the product's own name and description. Spanish always has: it is the
   * product's first language. Another language without them has no page, card or search entry of
   * its own, so Spanish text is never served as that language.
   */
  isTranslated(translations: ProductTranslation[], locale: Locale): boolean {
    if (locale === 'es') return true;
    const own = translations.find((t) => t.locale === locale);
    return Boolean(own?.name.trim() && own.description.trim());
  }

  /** The languages that have the product's own name and description, Spanish first. */
  translatedLocales(product: Product): Locale[] {
    return LOCALES.filter((l) => this.isTranslated(product.translations ?? [], l));
  }

  /** The text shown in `locale`: its own where it is translated, else the Spanish one. */
  pick(translations: ProductTranslation[], locale: Locale): ProductTranslation | undefined {
    const shown = this.isTranslated(translations, locale) ? locale : 'es';
    return translations.find((t) => t.locale === shown);
  }

  /**
   * The product's page for a visitor in `locale`: its own, or, while `locale` lacks its text, the
   * Spanish page with a note in `locale`.
   */
  pagePath(product: Product, locale: Locale): string | undefined {
    const translations = product.translations ?? [];
    const text = this.pick(translations, locale);
    if (!text) return undefined;
    const own = buildPath(text.locale, {
      name: 'product',
      category: product.category,
      slug: text.slug,
    });
    return text.locale === locale ? own : untranslatedPath(own, locale);
  }

  detail(product: Product, locale: Locale): CatalogProductDetail | null {
    const summary = this.summary(product, locale);
    const text = this.pick(product.translations ?? [], locale);
    if (!summary || !text) return null;
    const alternates = {} as Record<Locale, string>;
    for (const other of LOCALES) alternates[other] = this.pagePath(product, other) as string;
    return {
      ...summary,
      description: text.description,
      images: [...(product.images ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((image) => this.catalogImage(image, locale, text.name) as CatalogImage),
      alternates,
      translations: this.translatedLocales(product),
      updated_at: product.updatedAt.toISOString(),
    };
  }

  /** A product's card in `locale`; null where `locale` lacks its name and description. */
  summary(product: Product, locale: Locale): CatalogProductSummary | null {
    const translations = product.translations ?? [];
    if (!this.isTranslated(translations, locale)) return null;
    const text = this.pick(translations, locale);
    if (!text) return null;
    const first = [...(product.images ?? [])].sort((a, b) => a.position - b.position)[0];
    return {
      id: product.id,
      category: product.category,
      price: product.price,
      name: text.name,
      slug: text.slug,
      locale: text.locale,
      path: buildPath(locale, { name: 'product', category: product.category, slug: text.slug }),
      image: this.catalogImage(first, locale, text.name),
    };
  }
}
