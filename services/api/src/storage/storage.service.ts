import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import {
  StorageError,
  contentTypeOf,
  type StorageDriver,
  type StoredObject,
} from './storage-driver';

/**
 * Where uploaded files live, chosen by STORAGE_DRIVER: a local folder (default) or S3-compatible
 * object storage. Failures of the backend come out as StorageError, whatever the driver.
 */
@Injectable()
export class StorageService implements OnApplicationShutdown {
  private readonly driver: StorageDriver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { storage } = config;
    this.driver =
      storage.driver === 's3' && storage.s3
        ? new S3StorageDriver(storage.s3)
        : new LocalStorageDriver(storage.dir);
  }

  private async attempt<T>(operation: string, key: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StorageError(operation, key, error);
    }
  }

  put(key: string, data: Buffer): Promise<void> {
    return this.attempt('write', key, () => this.driver.put(key, data, contentTypeOf(key)));
  }

  get(key: string): Promise<Buffer | null> {
    return this.attempt('read', key, () => this.driver.get(key));
  }

  open(key: string): Promise<StoredObject | null> {
    return this.attempt('read', key, () => this.driver.open(key));
  }

  delete(key: string): Promise<void> {
    return this.attempt('delete', key, () => this.driver.delete(key));
  }

  /** Where a browser fetches the file: the CDN in front of the bucket, or this site's /media. */
  url(key: string): string {
    const base = this.config.storage.s3?.publicUrl ?? this.config.storage.publicPath;
    return `${base}/${key}`;
  }

  onApplicationShutdown() {
    this.driver.close?.();
  }
}
