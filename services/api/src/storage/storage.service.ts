import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Where uploaded files live. Local disk is the zero-setup default; the key
 * layout ("products/<hash>-<width>.webp") maps one-to-one onto an S3 bucket.
 */
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private resolve(key: string): string {
    const full = path.resolve(this.config.storage.dir, key);
    if (!full.startsWith(path.resolve(this.config.storage.dir) + path.sep)) {
      throw new Error(`Storage key escapes the storage folder: ${key}`);
    }
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file. The same picture uploaded
    // twice at once writes the same key twice: each write has its own temporary file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  url(key: string): string {
    return `${this.config.storage.publicPath}/${key}`;
  }
}
