import { RECORD_ID_PATTERN } from '@bolsos/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from '../exceptions/api.exception';

/** Route ids: anything that is not a positive integer cannot name a record → 404. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!RECORD_ID_PATTERN.test(value)) throw new ApiException(404, 'errors.not_found');
    return Number(value);
  }
}
