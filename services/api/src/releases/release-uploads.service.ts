import { isReleaseFilePath, type ReleaseFile, type ReleaseRemote } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { StorageService } from '../storage/storage.service';
import { findRelease } from './release-ledger';
import { RELEASE_ID, releaseDir, remoteDef } from './release-files';
import { completeUpload, putReleaseObject, storedFileList } from './release-objects';
import { ReleasesService } from './releases.service';

/**
 * A team's pipeline uploads its build through the API (scripts/releases.mjs --api), file by
 * file, into the release's folder (local, shared) or the bucket (s3); recording it (POST
 * /api/releases with the list) checks every file arrived. A recorded release never changes.
 */
@Injectable()
export class ReleaseUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly releases: ReleasesService,
  ) {}

  async put(remote: ReleaseRemote, id: string, file: string, bytes: Buffer): Promise<void> {
    if (!RELEASE_ID.test(id)) throw ValidationException.field('id', 'validation.slug');
    if (!isReleaseFilePath(file))
      throw ValidationException.field('path', 'errors.release_file_path');
    const def = remoteDef(remote);
    // One server: a release the script made is recorded from its history first.
    await this.releases.syncFromDisk();
    if (await findRelease(this.dataSource.manager, remote, id))
      throw new ApiException(409, 'errors.release_recorded');
    if (this.config.releasesDriver === 's3') {
      // Whole in the bucket (its list written): as fixed as a recorded one.
      if (await storedFileList(this.storage, def, id))
        throw new ApiException(409, 'errors.release_recorded');
      await putReleaseObject(this.storage, def, id, file, bytes);
      return;
    }
    const dir = releaseDir(this.config.releasesDir, def, id);
    const target = path.join(dir, file);
    // The pattern already keeps the path inside; this says so where the file is written.
    if (!target.startsWith(`${dir}${path.sep}`))
      throw ValidationException.field('path', 'errors.release_file_path');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written aside and renamed: a chunk is served whole or not at all.
    const temp = `${target}.${process.pid}-${Date.now()}.upload`;
    fs.writeFileSync(temp, bytes);
    try {
      fs.renameSync(temp, target);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      throw error;
    }
  }

  /**
   * Before a release uploaded through the API is recorded: every listed file is in place with its
   * size (422 naming the others), and in a bucket the list is written, which makes it whole.
   */
  async complete(remote: ReleaseRemote, id: string, files: ReleaseFile[]): Promise<void> {
    if (!RELEASE_ID.test(id)) return;
    const def = remoteDef(remote);
    let missing: string[];
    if (this.config.releasesDriver === 's3') {
      if (await storedFileList(this.storage, def, id)) return;
      missing = await completeUpload(this.storage, def, id, { files });
    } else {
      const dir = releaseDir(this.config.releasesDir, def, id);
      missing = files
        .filter((file) => {
          try {
            return fs.statSync(path.join(dir, file.path)).size !== file.size;
          } catch {
            return true;
          }
        })
        .map((file) => file.path);
    }
    if (missing.length > 0)
      throw ValidationException.field('files', 'errors.release_file_unlisted', {
        files: `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` (+${missing.length - 5})` : ''}`,
      });
  }
}
