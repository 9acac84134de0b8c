import { SetMetadata } from '@nestjs/common';

export const API_ERRORS = 'bolsos:openapi-errors';

/**
 * The refusals an operation answers that its guards do not imply: 404 for a record that is not
 * there, 409, 410, 422 for a refused body or query, 502. The document gives each its shared
 * response (`openapi-responses.ts`); sign-in, role, CSRF, rate-limit and 5xx answers are added
 * from the route's own guard metadata, so they cannot be forgotten here.
 */
export const ApiErrors = (...statuses: DeclaredErrorStatus[]) => SetMetadata(API_ERRORS, statuses);

export type DeclaredErrorStatus = 400 | 403 | 404 | 409 | 410 | 413 | 422 | 502;
