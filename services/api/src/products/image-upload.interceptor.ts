import { IMAGE_UPLOAD_FIELD, LIMITS } from '@bolsos/contracts';
import {
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/exceptions/api.exception';

/**
 * Parses a multipart image upload with Nest's FilesInterceptor (multer). With no
 * `dest` or `storage`, multer keeps each file in memory (`file.buffer`): nothing
 * touches the disk before the content has been checked. The limits stop an
 * oversized or abusive body while it streams in, not after.
 */
const Multipart = FilesInterceptor(IMAGE_UPLOAD_FIELD, LIMITS.imagesPerProduct, {
  // Browsers send UTF-8 file names; multer's default reads them as Latin-1.
  defParamCharset: 'utf8',
  limits: {
    fileSize: LIMITS.imageMaxBytes,
    files: LIMITS.imagesPerProduct,
    // alt[es], alt[en], alt[zh]: a little room, no more.
    fields: 6,
    fieldNameSize: 40,
    fieldSize: LIMITS.altMax * 4,
    parts: LIMITS.imagesPerProduct + 6,
  },
});

const MEBIBYTE = 1024 * 1024;

/**
 * Multer's refusals in the API's words: a file over the size limit is 413 with
 * the limit, anything else multer or busboy could not accept (wrong field name,
 * too many files or fields, a broken body) is 400 saying what to send. Errors
 * here happen while reading the body; those of the route itself pass untouched.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multipart = new Multipart();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new ApiException(413, 'errors.image_too_large', {
          max: LIMITS.imageMaxBytes / MEBIBYTE,
        });
      }
      if (error instanceof HttpException && error.getStatus() !== 400) throw error;
      throw new ApiException(400, 'errors.upload_invalid', {
        max: LIMITS.imagesPerProduct,
        field: IMAGE_UPLOAD_FIELD,
      });
    }
  }
}
