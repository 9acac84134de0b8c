/** Rejection of every non-2xx answer (status 0 when the network failed). */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  /** Field messages of a 422, keyed like the server sends them ('translations.es.name'). */
  errors: Record<string, string[]>;
  /** The parsed answer, as sent by the server. */
  body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
    this.errors = extractErrors(body);
  }
}

/**
 * Module Federation may load a second copy of this lib in a remote that does not share it, where
 * `instanceof` fails; the name check keeps the guard working across copies.
 */
export function isApiError(error: unknown, status?: number): error is ApiError {
  const looksLikeOne =
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as Partial<ApiError>).status === 'number');
  return looksLikeOne && (status === undefined || (error as ApiError).status === status);
}

function extractErrors(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null) return {};
  const raw = (body as { errors?: unknown }).errors;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

export interface FieldError {
  /** antd `NamePath`: 'translations.es.name' → ['translations', 'es', 'name'], 'images.0' → ['images', 0] */
  name: (string | number)[];
  errors: string[];
}

/** Turns a 422's field messages into the shape antd's `form.setFields` takes. */
export function toFieldErrors(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.errors).map(([field, errors]) => ({
    name: field
      .split('.')
      .filter((part) => part !== '')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
}
