import {
  LIMITS,
  type ImageAltRequest,
  type ImageUploadFields,
  type ProductImageInput,
  type ProductImage as ProductImageContract,
  type ValidationErrors,
} from '@bolsos/contracts';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import {
  ImagePixelLimitError,
  ImageFilesIncompleteError,
  ImageProcessor,
  MAX_PIXELS,
  UnsupportedImageError,
  type StoredImage,
} from '../storage/image-processor.service';
import { sniffImageType, UPLOAD_IMAGE_TYPES } from '../storage/image-type';
import { TransactionRunner } from '../database/transaction-runner';
import { isPermutation } from './id-order';
import { ProductImage } from './entities/product-image.entity';
import { Product } from './entities/product.entity';
import { ProductImageFiles } from './product-image-files.service';
import { ProductPresenter } from './product-presenter';

/** What the upload route hands over: multer's in-memory files. */
export interface UploadedImage {
  originalname: string;
  buffer: Buffer;
}

/** A file name as messages show it: the client's text, bounded. */
const shownName = (file: UploadedImage, index: number) =>
  (file.originalname || `#${index + 1}`).slice(0, 100);

/**
 * A product's images: upload (type told by content, metadata stripped, WebP
 * renditions, content-hashed names), reorder and delete. Answers are the
 * product's images in order, as staff see them.
 */
@Injectable()
export class ProductImagesService {
  private readonly logger = new Logger('ProductImages');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly processor: ImageProcessor,
    private readonly files: ProductImageFiles,
    private readonly presenter: ProductPresenter,
  ) {}

  private async lockProduct(manager: EntityManager, id: number): Promise<void> {
    const query = manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.id = :id', { id });
    if (this.transactions.rowLocks) query.setLock('pessimistic_write');
    if (!(await query.getOne())) throw new ApiException(404, 'errors.not_found');
  }

  private async ordered(manager: EntityManager, productId: number): Promise<ProductImage[]> {
    return manager
      .getRepository(ProductImage)
      .find({ where: { productId }, order: { position: 'ASC', id: 'ASC' } });
  }

  private answer(images: ProductImage[]): ProductImageContract[] {
    return images.map((image) => this.presenter.staffImage(image));
  }

  private tooMany(): ValidationException {
    return ValidationException.field('images', 'validation.images_max', {
      max: LIMITS.imagesPerProduct,
    });
  }

  /** Adds `files` after the product's images; all of them or none. */
  async upload(
    productId: number,
    files: UploadedImage[],
    fields: ImageUploadFields,
  ): Promise<ProductImageContract[]> {
    // The cheap refusals first: no image work for a missing product or a full gallery.
    const existing = await this.transactions.run(async (manager) => {
      await this.lockProduct(manager, productId);
      return manager.getRepository(ProductImage).count({ where: { productId } });
    });
    if (files.length === 0) throw ValidationException.field('images', 'validation.required');
    if (existing + files.length > LIMITS.imagesPerProduct) throw this.tooMany();
    const errors: ValidationErrors = {};
    files.forEach((file, index) => {
      if (!sniffImageType(file.buffer)) {
        errors[`images.${index}`] = [
          { key: 'validation.image_type', params: { file: shownName(file, index) } },
        ];
      }
    });
    if (Object.keys(errors).length > 0) throw new ValidationException(errors);

    return this.files.exclusive(async (release) => {
      const stored: StoredImage[] = [];
      try {
        for (const [index, file] of files.entries()) {
          try {
            // One at a time: each already spreads its renditions over the cores.
            stored.push(await this.processor.process(file.buffer, { types: UPLOAD_IMAGE_TYPES }));
          } catch (error) {
            if (error instanceof ImageFilesIncompleteError) {
              // What was written goes with the rest below; the uploader hears storage is down.
              stored.push({ ...error.files, width: 0, height: 0 });
              this.logger.error(error.message);
              throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'errors.storage_unavailable');
            }
            if (error instanceof ImagePixelLimitError) {
              errors[`images.${index}`] = [
                {
                  key: 'validation.image_pixels',
                  params: { file: shownName(file, index), max: MAX_PIXELS / 1_000_000 },
                },
              ];
            } else if (error instanceof UnsupportedImageError) {
              errors[`images.${index}`] = [
                { key: 'validation.image_type', params: { file: shownName(file, index) } },
              ];
            } else throw error;
          }
        }
        if (Object.keys(errors).length > 0) throw new ValidationException(errors);
        return await this.transactions.run(async (manager) => {
          // Counted again under the lock: another upload may have filled the gallery meanwhile.
          await this.lockProduct(manager, productId);
          const current = await this.ordered(manager, productId);
          if (current.length + stored.length > LIMITS.imagesPerProduct) throw this.tooMany();
          let position = current.reduce((last, image) => Math.max(last, image.position), -1);
          const repo = manager.getRepository(ProductImage);
          for (const image of stored) {
            position += 1;
            await repo.save(
              repo.create({
                productId,
                position,
                storageKey: image.storageKey,
                width: image.width,
                height: image.height,
                variants: image.variants,
                altEs: fields.alt?.es ?? '',
                altEn: fields.alt?.en || null,
                altZh: fields.alt?.zh || null,
              }),
            );
          }
          return this.answer(await this.ordered(manager, productId));
        });
      } catch (error) {
        // Nothing was added: the files written for this upload go, unless other images use them.
        await release(stored);
        throw error;
      }
    });
  }

  /** Puts the images in the order of `ids`, which must name each of the product's images once. */
  async reorder(productId: number, ids: number[]): Promise<ProductImageContract[]> {
    return this.transactions.run(async (manager) => {
      await this.lockProduct(manager, productId);
      const images = await this.ordered(manager, productId);
      if (
        !isPermutation(
          ids,
          images.map((image) => image.id),
        )
      ) {
        throw ValidationException.field('ids', 'validation.ids_permutation');
      }
      await this.renumber(manager, ids, images);
      return this.answer(await this.ordered(manager, productId));
    });
  }

  /**
   * A product's Save (`images` of PUT /api/products/{id}), inside the editor's transaction that
   * holds the product's lock: the images in the order given, each with its alt texts when given.
   * `inputs` must name each of the product's images once.
   */
  async arrangeIn(
    manager: EntityManager,
    productId: number,
    inputs: ProductImageInput[],
  ): Promise<void> {
    const images = await this.ordered(manager, productId);
    const ids = inputs.map((input) => input.id);
    if (
      !isPermutation(
        ids,
        images.map((image) => image.id),
      )
    ) {
      throw ValidationException.field('images', 'validation.ids_permutation');
    }
    const byId = new Map(images.map((image) => [image.id, image]));
    for (const [position, input] of inputs.entries()) {
      const image = byId.get(input.id) as ProductImage;
      const next = {
        position,
        ...(input.alt && {
          altEs: input.alt.es ?? '',
          altEn: input.alt.en || null,
          altZh: input.alt.zh || null,
        }),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).some(
        (key) => image[key] !== next[key],
      );
      // save(), so the audit log gets the row as it was and the catalogue cache is cleared.
      if (changed) await manager.getRepository(ProductImage).save(Object.assign(image, next));
    }
  }

  /** Positions 0, 1, 2… in the order of `ids`; rows already in place are not written. */
  private async renumber(
    manager: EntityManager,
    ids: number[],
    images: ProductImage[],
  ): Promise<void> {
    const byId = new Map(images.map((image) => [image.id, image]));
    for (const [position, id] of ids.entries()) {
      const image = byId.get(id);
      if (image && image.position !== position) {
        // save(), so the audit log gets the position as it was.
        await manager.getRepository(ProductImage).save(Object.assign(image, { position }));
      }
    }
  }

  /**
   * Sets the image's alt text in every language at once: a language left out or blank is cleared
   * (Spanish to '', as an upload without one stores it; the others to null).
   */
  async setAlt(
    productId: number,
    imageId: number,
    alt: ImageAltRequest['alt'],
  ): Promise<ProductImageContract> {
    return this.transactions.run(async (manager) => {
      await this.lockProduct(manager, productId);
      const repo = manager.getRepository(ProductImage);
      const image = await repo.findOne({ where: { id: imageId, productId } });
      if (!image) throw new ApiException(404, 'errors.not_found');
      // save(), so the audit log gets the texts as they were and the catalogue cache is cleared.
      const saved = await repo.save(
        Object.assign(image, {
          altEs: alt.es ?? '',
          altEn: alt.en || null,
          altZh: alt.zh || null,
        }),
      );
      return this.presenter.staffImage(saved);
    });
  }

  async remove(productId: number, imageId: number): Promise<void> {
    const removed = await this.transactions.run(async (manager) => {
      await this.lockProduct(manager, productId);
      const images = await this.ordered(manager, productId);
      const image = images.find((candidate) => candidate.id === imageId);
      if (!image) throw new ApiException(404, 'errors.not_found');
      await manager.getRepository(ProductImage).remove({ ...image });
      // The rest close the gap, so positions stay 0…n-1.
      const rest = images.filter((candidate) => candidate.id !== imageId);
      await this.renumber(
        manager,
        rest.map((candidate) => candidate.id),
        rest,
      );
      return image;
    });
    await this.files.release([removed]);
  }
}
