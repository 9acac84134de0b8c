import {
  LIMITS,
  LOCALES,
  slugify,
  type Locale,
  type Product as ProductContract,
  type ProductRequest,
  type ProductUpdateRequest,
  type ValidationErrors,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { foldText } from '../common/utils/fold-text';
import { Popular } from '../populars/entities/popular.entity';
import { TransactionRunner, isUniqueViolation } from '../database/transaction-runner';
import { ProductImage } from './entities/product-image.entity';
import { ProductSlugHistory } from './entities/product-slug-history.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { sawWholeProduct } from './product-completeness.subscriber';
import { ProductImageFiles } from './product-image-files.service';
import { ProductImagesService } from './product-images.service';
import { ProductPresenter } from './product-presenter';
import { writeProductBatch } from './product-batch-writer';
import { ProductWriteBatch, SlugLedger, type PlannedText } from './product-write-batch';

/** Slugs, per language, that a generated slug must not take (a later CSV row asks for them). */
export type ReservedSlugs = ReadonlyMap<Locale, ReadonlySet<string>>;

export interface EditOptions {
  reservedSlugs?: ReservedSlugs;
  /** one of many writes in the caller's transaction (see batch()) */
  batch?: ProductWriteBatch;
}

/** The form field a language's slug error belongs to. */
const slugField = (locale: Locale) => `translations.${locale}.slug`;

/** A product with its translations and ordered images, read through `manager` (a transaction's view). */
export async function loadProduct(manager: EntityManager, id: number): Promise<Product | null> {
  const product = await manager.getRepository(Product).findOne({ where: { id } });
  if (!product) return null;
  const [translations, images] = await Promise.all([
    manager.getRepository(ProductTranslation).find({ where: { productId: id } }),
    manager
      .getRepository(ProductImage)
      .find({ where: { productId: id }, order: { position: 'ASC', id: 'ASC' } }),
  ]);
  product.translations = translations;
  product.images = images;
  return product;
}

/**
 * Staff writes of products: per-language name, slug and description (Spanish
 * required), category, price and the published flag. Slugs are unique per
 * language; an empty one is made from the name. Renames go through save() (or,
 * in a batch, are announced to the subscribers as save() would), so
 * ProductSlugHistorySubscriber records the old slug and shared links keep
 * answering with a 301; the catalogue cache is cleared by CatalogueChangeSubscriber.
 */
@Injectable()
export class ProductEditor {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly presenter: ProductPresenter,
    private readonly files: ProductImageFiles,
    private readonly images: ProductImagesService,
  ) {}

  /** Another product shows `slug` in `locale` now. */
  private async slugInUse(
    manager: EntityManager,
    locale: Locale,
    slug: string,
    productId?: number,
    batch?: ProductWriteBatch,
  ): Promise<boolean> {
    if (batch) return batch.slugs.inUse(locale, slug, productId);
    return this.slugHeldByOther(manager, ProductTranslation, locale, slug, productId);
  }

  /** Another product had `slug` in `locale`: taking it would break that product's old links. */
  private async slugRetiredByOther(
    manager: EntityManager,
    locale: Locale,
    slug: string,
    productId?: number,
    batch?: ProductWriteBatch,
  ): Promise<boolean> {
    if (batch) return batch.slugs.retiredByOther(locale, slug, productId);
    return this.slugHeldByOther(manager, ProductSlugHistory, locale, slug, productId);
  }

  private async slugHeldByOther(
    manager: EntityManager,
    table: typeof ProductTranslation | typeof ProductSlugHistory,
    locale: Locale,
    slug: string,
    productId?: number,
  ): Promise<boolean> {
    const query = manager
      .getRepository<{ locale: string }>(table)
      .createQueryBuilder('s')
      .where('s.locale = :locale AND s.slug = :slug', { locale, slug });
    if (productId) query.andWhere('s.product_id <> :productId', { productId });
    return (await query.getCount()) > 0;
  }

  /**
   * The slugs typed in `input` that another product shows, as `locale/slug`: one query for every
   * language (a save checked them one by one, three round trips on every product save).
   */
  private async typedSlugsInUse(
    manager: EntityManager,
    input: ProductRequest,
    productId: number | undefined,
  ): Promise<Set<string>> {
    const typed = LOCALES.flatMap((locale) => {
      const slug = input.translations[locale]?.slug;
      return slug ? [{ locale, slug }] : [];
    });
    if (typed.length === 0) return new Set();
    const query = manager
      .getRepository(ProductTranslation)
      .createQueryBuilder('s')
      .select(['s.locale', 's.slug'])
      .where(
        new Brackets((any) =>
          typed.forEach(({ locale, slug }, i) =>
            any.orWhere(`(s.locale = :locale${i} AND s.slug = :slug${i})`, {
              [`locale${i}`]: locale,
              [`slug${i}`]: slug,
            }),
          ),
        ),
      );
    if (productId) query.andWhere('s.product_id <> :productId', { productId });
    // Lower-cased on both sides: MariaDB's collation matched them regardless of case.
    return new Set((await query.getMany()).map((row) => `${row.locale}/${row.slug.toLowerCase()}`));
  }

  /** `base`, or `base-2`, `base-3`… : the first that no other product uses or used in `locale`. */
  private async freeSlug(
    manager: EntityManager,
    locale: Locale,
    base: string,
    productId: number | undefined,
    options: EditOptions,
  ): Promise<string> {
    const { reservedSlugs: reserved, batch } = options;
    for (let n = 1; n <= 100; n++) {
      const suffix = n === 1 ? '' : `-${n}`;
      const candidate = `${base.slice(0, LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (
        !reserved?.get(locale)?.has(candidate) &&
        !(await this.slugInUse(manager, locale, candidate, productId, batch)) &&
        !(await this.slugRetiredByOther(manager, locale, candidate, productId, batch))
      ) {
        return candidate;
      }
    }
    // A hundred namesakes: stop counting, a timestamp is unique enough and the unique index decides.
    return `${base.slice(0, LIMITS.slugMax - 14)}-${Date.now().toString(36)}`;
  }

  /**
   * The texts to store, with their slugs settled. A slug staff typed that another
   * product uses is a field error (every such language at once); an empty one is
   * made from the name and never collides.
   */
  private async plan(
    manager: EntityManager,
    input: ProductRequest,
    productId: number | undefined,
    options: EditOptions,
  ): Promise<PlannedText[]> {
    const errors: ValidationErrors = {};
    const planned: PlannedText[] = [];
    const typed = options.batch ? undefined : await this.typedSlugsInUse(manager, input, productId);
    for (const locale of LOCALES) {
      const text = input.translations[locale];
      if (!text) continue;
      let slug = text.slug;
      if (slug) {
        const inUse = typed
          ? typed.has(`${locale}/${slug.toLowerCase()}`)
          : await this.slugInUse(manager, locale, slug, productId, options.batch);
        if (inUse) {
          errors[slugField(locale)] = [{ key: 'errors.slug_in_use' }];
          continue;
        }
      } else {
        // A name of symbols only has no slug of its own: the Spanish name's, or a word.
        const base = slugify(text.name) || slugify(input.translations.es.name) || 'producto';
        slug = await this.freeSlug(manager, locale, base, productId, options);
      }
      planned.push({ locale, name: text.name, slug, description: text.description ?? '' });
    }
    if (Object.keys(errors).length > 0) {
      // The slugs are checked before the product is locked (one round trip less a save): a
      // product that is gone is still a 404, not a slug to change.
      if (productId !== undefined && !options.batch) {
        const exists = await manager.getRepository(Product).exists({ where: { id: productId } });
        if (!exists) throw new ApiException(404, 'errors.not_found');
      }
      throw new ValidationException(errors);
    }
    options.batch?.slugs.record(productId, planned);
    return planned;
  }

  /**
   * Two requests racing for one slug both pass plan(); the unique index refuses the
   * second. It gets the same field error it would have got a moment later.
   */
  private async raceLost(input: ProductRequest, productId?: number): Promise<never> {
    const errors: ValidationErrors = {};
    await this.transactions.run(async (manager) => {
      for (const locale of LOCALES) {
        const slug = input.translations[locale]?.slug;
        if (slug && (await this.slugInUse(manager, locale, slug, productId))) {
          errors[slugField(locale)] = [{ key: 'errors.slug_in_use' }];
        }
      }
    });
    if (Object.keys(errors).length === 0) errors[slugField('es')] = [{ key: 'errors.slug_in_use' }];
    throw new ValidationException(errors);
  }

  private async translationsFor(
    manager: EntityManager,
    productId: number,
    planned: PlannedText[],
  ): Promise<void> {
    const repo = manager.getRepository(ProductTranslation);
    const existing = await repo.find({ where: { productId } });
    // A language left out is dropped; its address then shows the Spanish text (the subscriber keeps it).
    for (const row of existing) {
      if (!planned.some((text) => text.locale === row.locale)) await repo.remove(row);
    }
    for (const text of planned) {
      const row =
        existing.find((candidate) => candidate.locale === text.locale) ??
        repo.create({ productId, locale: text.locale });
      row.name = text.name;
      row.slug = text.slug;
      row.description = text.description;
      row.searchText = foldText(text.name);
      // save(), never update(): the slug history subscriber needs the row as it was.
      await repo.save(row);
    }
  }

  async create(input: ProductRequest): Promise<ProductContract> {
    try {
      return await this.transactions.run(async (manager) => {
        const id = await this.createIn(manager, input);
        return this.presenter.staff((await loadProduct(manager, id)) as Product);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return this.raceLost(input);
      throw error;
    }
  }

  /**
   * create() inside the caller's transaction (the CSV import writes every row in one); returns
   * the new id (with a batch, once writeBatch() has written it). A slug error is thrown before
   * anything is written.
   */
  async createIn(
    manager: EntityManager,
    input: ProductRequest,
    options: EditOptions = {},
  ): Promise<number> {
    const batch = options.batch;
    if (batch) {
      // Queued within its turn (wrapped, so the turn does not wait for the write itself).
      const queued = await batch.inTurn(async () => ({
        id: batch.create(input, await this.plan(manager, input, undefined, options)),
      }));
      return queued.id;
    }
    const planned = await this.plan(manager, input, undefined, options);
    const repo = manager.getRepository(Product);
    const product = await repo.save(
      repo.create({
        category: input.category,
        price: input.price.toFixed(2),
        published: input.published ?? true,
      }),
    );
    await this.translationsFor(manager, product.id, planned);
    return product.id;
  }

  /**
   * A batch for many createIn()/updateIn() calls in `manager`'s transaction (a CSV import): slugs
   * are settled from one read of the slug tables, and the writes wait for writeBatch(), which
   * makes them a few hundred rows per statement.
   */
  async batch(manager: EntityManager): Promise<ProductWriteBatch> {
    const select = { productId: true, locale: true, slug: true } as const;
    const [live, retired] = await Promise.all([
      manager.getRepository(ProductTranslation).find({ select }),
      manager.getRepository(ProductSlugHistory).find({ select }),
    ]);
    return new ProductWriteBatch(new SlugLedger(live, retired));
  }

  /** Writes what `batch` has planned so far (writeProductBatch). */
  writeBatch(manager: EntityManager, batch: ProductWriteBatch): Promise<void> {
    return writeProductBatch(manager, batch.take(), this.transactions.rowLocks);
  }

  /**
   * Replaces the product's fields and texts (a language missing from `input` is removed) and,
   * with `images`, its images' order and alt texts: the product form's one Save.
   */
  async update(id: number, input: ProductUpdateRequest): Promise<ProductContract> {
    const { images, ...fields } = input;
    try {
      return await this.transactions.run(async (manager) => {
        await this.updateIn(manager, id, fields);
        if (images) await this.images.arrangeIn(manager, id, images);
        const saved = (await loadProduct(manager, id)) as Product;
        sawWholeProduct(manager, saved);
        return this.presenter.staff(saved);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return this.raceLost(input, id);
      throw error;
    }
  }

  /**
   * update() inside the caller's transaction; 404 (ApiException) when the product is gone (with a
   * batch, once writeBatch() finds it gone).
   */
  async updateIn(
    manager: EntityManager,
    id: number,
    input: ProductRequest,
    options: EditOptions = {},
  ): Promise<void> {
    const batch = options.batch;
    if (batch) {
      const queued = await batch.inTurn(async () => ({
        written: batch.update(id, input, await this.plan(manager, input, id, options)),
      }));
      return queued.written;
    }
    const planned = await this.plan(manager, input, id, options);
    // One product through the import's writer: its rows locked and read once, written only where
    // they change, each change told to the subscribers with the row as it was. save() read every
    // row again before writing it: eight round trips a save instead of four, each a wait behind
    // the visitors' requests on a busy server.
    await new Promise<void>((resolve, reject) => {
      writeProductBatch(
        manager,
        { creates: [], updates: [{ id, input, planned, resolve, reject }] },
        this.transactions.rowLocks,
      ).catch(reject);
    });
  }

  /** Deletes the product, its texts, images (files too, unless another image shares them) and popular entry. */
  async remove(id: number): Promise<void> {
    const images = await this.transactions.run(async (manager) => {
      const product = await this.lockProduct(manager, id);
      const images = await manager.getRepository(ProductImage).find({ where: { productId: id } });
      // Foreign keys cascade too; explicit removes keep this true on a schema without them,
      // and give the audit log each row as it was.
      const popular = await manager.getRepository(Popular).find({ where: { productId: id } });
      if (popular.length) await manager.getRepository(Popular).remove(popular);
      if (images.length)
        await manager.getRepository(ProductImage).remove(images.map((i) => ({ ...i })));
      await manager.getRepository(Product).remove(product);
      return images;
    });
    await this.files.release(images);
  }

  /** The product row, locked until the transaction ends where the database can (404 if missing). */
  private async lockProduct(manager: EntityManager, id: number): Promise<Product> {
    const query = manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.id = :id', { id });
    if (this.transactions.rowLocks) query.setLock('pessimistic_write');
    const product = await query.getOne();
    if (!product) throw new ApiException(404, 'errors.not_found');
    return product;
  }
}
