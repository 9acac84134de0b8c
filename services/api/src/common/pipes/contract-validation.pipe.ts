import { validate, type ObjectSchema, type ValidateOptions } from '@bolsos/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationException } from '../exceptions/api.exception';

/** Validates a body or query against the shared contracts schema; unknown fields are rejected. */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  constructor(
    private readonly schema: ObjectSchema,
    private readonly options: ValidateOptions = {},
  ) {}

  transform(value: unknown) {
    const result = validate(this.schema, value ?? {}, this.options);
    if (!result.ok) throw new ValidationException(result.errors);
    return result.value;
  }
}
