import { ApiProperty } from '@nestjs/swagger';

/** Every refusal but 422 (ApiExceptionFilter): one sentence in the caller's language. */
export class ErrorResponseDto {
  @ApiProperty({ description: "In the caller's language (Accept-Language, else Spanish)" })
  message!: string;
}

/** 422, in the shape Laravel/Sanctum front ends read: messages per field. */
export class ValidationErrorResponseDto {
  @ApiProperty({ description: "In the caller's language" }) message!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description:
      "Field name (dotted for nested fields, e.g. `translations.es.name`) → its messages, in the caller's language",
  })
  errors!: Record<string, string[]>;
}

/** 500: no detail leaves the server; the id finds its log lines. */
export class ServerErrorResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'The request id (also in X-Request-Id), for the user to quote' })
  request_id!: string;
}

/** 503: a service the API needs (database, Redis, storage) cannot be reached; retry later. */
export class ServiceUnavailableResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'The request id (also in X-Request-Id), for the user to quote' })
  request_id!: string;
}

/** A write that succeeded and has nothing else to say. */
export class MessageResponseDto {
  @ApiProperty({ description: "In the caller's language" }) message!: string;
}
