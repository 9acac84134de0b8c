import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { ApiException } from '../common/exceptions/api.exception';
import { isMysqlFamily } from '../database/dialect';
import { ImageProcessor, type StoredImage } from '../storage/image-processor.service';
import { ProductImage } from './entities/product-image.entity';

type ImageFiles = Pick<StoredImage, 'storageKey' | 'variants'>;

const FILES_LOCK = 'bolsos_image_files';
/** An upload holds the turn for a few seconds at most; waiting longer means something is stuck. */
const FILES_LOCK_WAIT_S = 30;

/**
 * Owns the image files on disk. Files are named by content, so the same picture
 * uploaded twice (to one product or two) is one set of files: they are deleted
 * only when no image row refers to them any more.
 *
 * "No row refers to them" is only true until an upload of that same picture
 * commits its row; so writing files and inserting their rows (an upload) and
 * checking for rows and deleting files (a release) take turns: in this process by a queue, and,
 * on MySQL (where several replicas share one bucket), across processes by a named database lock.
 */
@Injectable()
export class ProductImageFiles {
  private readonly logger = new Logger('ProductImages');
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
  ) {}

  /** Runs `work` (which writes files and commits the rows that use them) on its own. */
  exclusive<T>(work: (release: (images: ImageFiles[]) => Promise<void>) => Promise<T>): Promise<T> {
    const run = this.turn.then(() =>
      this.acrossReplicas(() => work((images) => this.releaseNow(images))),
    );
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async acrossReplicas<T>(work: () => Promise<T>): Promise<T> {
    if (!isMysqlFamily(this.dataSource)) return work();
    // A named lock lives on one connection: hold one for the whole turn.
    const runner = this.dataSource.createQueryRunner('master');
    try {
      const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [
        FILES_LOCK,
        FILES_LOCK_WAIT_S,
      ])) as { got: number | string | null }[];
      if (Number(row?.got) !== 1) {
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'errors.storage_unavailable');
      }
      try {
        return await work();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [FILES_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Deletes the files of `images` that no image row uses; call once their rows are committed gone. */
  release(images: ImageFiles[]): Promise<void> {
    return this.exclusive(() => this.releaseNow(images));
  }

  private async releaseNow(images: ImageFiles[]): Promise<void> {
    const byKey = new Map(images.map((image) => [image.storageKey, image]));
    if (byKey.size === 0) return;
    // On the primary: a replica a moment behind would miss a row just committed.
    const runner = this.dataSource.createQueryRunner('master');
    try {
      const used = await runner.manager.getRepository(ProductImage).find({
        select: { id: true, storageKey: true },
        where: { storageKey: In([...byKey.keys()]) },
      });
      for (const row of used) byKey.delete(row.storageKey);
    } finally {
      await runner.release();
    }
    for (const image of byKey.values()) {
      // The rows are gone already: a file left behind costs disk, not correctness.
      await this.processor.remove(image).catch((error: unknown) => {
        this.logger.warn(
          `Could not remove the files of image ${image.storageKey}: ${String(error)}`,
        );
      });
    }
  }
}
