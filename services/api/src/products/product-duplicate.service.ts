import {
  LIMITS,
  LOCALES,
  type Locale,
  type Product as ProductContract,
  type ProductRequest,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { ApiException } from '../common/exceptions/api.exception';
import { TransactionRunner } from '../database/transaction-runner';
import { ProductImage } from './entities/product-image.entity';
import type { Product } from './entities/product.entity';
import { loadProduct, ProductEditor } from './product-editor.service';
import { ProductPresenter } from './product-presenter';

/** What a copy's name ends with, in the language of the name. */
const COPY_SUFFIX: Record<Locale, string> = { es: ' (copia)', en: ' (copy)', zh: '（副本）' };

/** The name with its language's copy mark, cut so the whole stays within the name's limit. */
export function copyName(name: string, locale: Locale): string {
  const suffix = COPY_SUFFIX[locale];
  const room = LIMITS.productNameMax - [...suffix].length;
  return `${[...name].slice(0, room).join('').trimEnd()}${suffix}`;
}

/**
 * "Duplicate" on a product: an unpublished copy with the same category, price and descriptions,
 * names marked as a copy in each language, new slugs made from them (never one another product
 * uses or used), and its images in the same order with their alt texts. The copy's images share
 * the original's files; a file goes only when no image uses it any more. Not popular.
 */
@Injectable()
export class ProductDuplicator {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly editor: ProductEditor,
    private readonly presenter: ProductPresenter,
  ) {}

  async duplicate(id: number): Promise<ProductContract> {
    return this.transactions.run(async (manager) => {
      const original = await loadProduct(manager, id);
      if (!original) throw new ApiException(404, 'errors.not_found');
      const copyId = await this.editor.createIn(manager, copyRequest(original));
      const images = manager.getRepository(ProductImage);
      for (const image of original.images) {
        // save(), so the audit log records each image of the copy and the cache is told.
        await images.save(
          images.create({
            productId: copyId,
            position: image.position,
            storageKey: image.storageKey,
            width: image.width,
            height: image.height,
            variants: image.variants,
            altEs: image.altEs,
            altEn: image.altEn,
            altZh: image.altZh,
          }),
        );
      }
      return this.presenter.staff((await loadProduct(manager, copyId)) as Product);
    });
  }
}

/** The copy as a create request: no slugs, so the editor makes new free ones from the names. */
function copyRequest(original: Product): ProductRequest {
  const translations = {} as ProductRequest['translations'];
  for (const locale of LOCALES) {
    const text = original.translations.find((row) => row.locale === locale);
    if (!text) continue;
    translations[locale] = {
      name: copyName(text.name, locale),
      description: text.description,
    };
  }
  return {
    category: original.category,
    price: Number(original.price),
    published: false,
    translations,
  };
}
