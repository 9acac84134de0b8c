import type {
  HeaderObject,
  ReferenceObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  ErrorResponseDto,
  ServerErrorResponseDto,
  ServiceUnavailableResponseDto,
  ValidationErrorResponseDto,
} from './error-response.dto';

/** Every error body's class, so the document has their schemas even where no decorator names them. */
export const ERROR_MODELS = [
  ErrorResponseDto,
  ValidationErrorResponseDto,
  ServerErrorResponseDto,
  ServiceUnavailableResponseDto,
];

export type ErrorStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 418 | 419 | 422 | 429 | 500 | 502 | 503;

const retryAfter = (required: boolean): HeaderObject => ({
  required,
  schema: { type: 'integer', minimum: 1 },
  description: 'Seconds to wait before trying again',
});
const rateLimitHeader = (description: string): HeaderObject => ({
  schema: { type: 'integer' },
  description,
});

interface ErrorResponse {
  /** its name under components/responses */
  name: string;
  description: string;
  /** its body's class; none for the bare answer Node gives a slow client */
  model?: { name: string };
  headers?: Record<string, HeaderObject>;
}

/** The one place every error answer of the API is described. */
const ERRORS: Record<ErrorStatus, ErrorResponse> = {
  400: {
    name: 'BadRequest',
    description:
      'The body cannot be read: JSON that is malformed or not an object or array, or a broken upload',
    model: ErrorResponseDto,
  },
  401: {
    name: 'Unauthenticated',
    description: 'Not signed in, or the session has ended: sign in again',
    model: ErrorResponseDto,
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in, but this needs a role the user does not have (or is refused to them)',
    model: ErrorResponseDto,
  },
  404: {
    name: 'NotFound',
    description: 'No such record (an id that is not a positive integer names none either)',
    model: ErrorResponseDto,
  },
  408: {
    name: 'RequestTimeout',
    description:
      "The request or its headers took longer than REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS: Node's bare answer, and the connection closes",
  },
  409: {
    name: 'Conflict',
    description: 'Refused because of the state of other records (e.g. the last administrator)',
    model: ErrorResponseDto,
  },
  410: {
    name: 'Gone',
    description: 'The link is unknown, expired or already used',
    model: ErrorResponseDto,
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body (or an uploaded file) is over its size limit',
    model: ErrorResponseDto,
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A write whose body is not `application/json`',
    model: ErrorResponseDto,
  },
  418: {
    name: 'PasswordNotSet',
    description:
      'Signed in from an invitation without a password yet: set one first (`POST /api/password/set`)',
    model: ErrorResponseDto,
  },
  419: {
    name: 'CsrfTokenMismatch',
    description:
      'The X-XSRF-TOKEN header is missing or does not match: `GET /sanctum/csrf-cookie` and send its XSRF-TOKEN cookie back in the header',
    model: ErrorResponseDto,
  },
  422: {
    name: 'ValidationFailed',
    description: 'The body or query is refused: messages per field',
    model: ValidationErrorResponseDto,
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many attempts from this address (or for this account): wait Retry-After seconds',
    model: ErrorResponseDto,
    headers: {
      'Retry-After': retryAfter(true),
      // Routes with their own limit say where the caller stands; the sign-in lock does not.
      'X-RateLimit-Limit': rateLimitHeader('Requests the route allows per window'),
      'X-RateLimit-Remaining': rateLimitHeader('Requests left in the current window'),
      'X-RateLimit-Reset': rateLimitHeader('When the window ends (Unix seconds)'),
    },
  },
  500: {
    name: 'ServerError',
    description: 'A failure on the server: logged under the request id, which the body carries',
    model: ServerErrorResponseDto,
  },
  502: {
    name: 'BadGateway',
    description: 'A service the request needs refused it (the mail server): nothing was stored',
    model: ServerErrorResponseDto,
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database, Redis or the image storage cannot be reached right now: retry after Retry-After seconds',
    model: ServiceUnavailableResponseDto,
    headers: { 'Retry-After': retryAfter(true) },
  },
};

export function errorResponseRef(status: ErrorStatus): ReferenceObject {
  return { $ref: `#/components/responses/${ERRORS[status].name}` };
}

/** components.responses for the statuses the document uses (unused ones would be lint warnings). */
export function errorResponses(used: Iterable<ErrorStatus>): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const status of [...new Set(used)].sort((a, b) => a - b)) {
    const error = ERRORS[status];
    responses[error.name] = {
      description: error.description,
      ...(error.model
        ? {
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${error.model.name}` } },
            },
          }
        : {}),
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  return responses;
}
