import { XSRF_HEADER, type Role } from '@bolsos/contracts';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  PathItemObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { AppConfig } from '../../config/app-config';
import { ALLOW_WITHOUT_PASSWORD } from '../decorators/allow-without-password.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { RATE_LIMIT } from '../decorators/rate-limit.decorator';
import { RELEASE_TOKEN_ALLOWED } from '../decorators/release-token-allowed.decorator';
import { ROLES_KEY, type RolesRequirement } from '../decorators/roles.decorator';
import { API_ERRORS, type DeclaredErrorStatus } from './api-errors.decorator';
import {
  ERROR_MODELS,
  errorResponseRef,
  errorResponses,
  type ErrorStatus,
} from './openapi-responses';

export const SESSION_SCHEME = 'session';
export const XSRF_SCHEME = 'xsrf';
export const RELEASE_TOKEN_SCHEME = 'releaseToken';
export const AUDIENCES = ['public', 'staff', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `ProductsController.list` → `Products_list`: what the generated client's operations are called. */
const operationId = (controller: string, method: string) =>
  `${controller.replace(/Controller$/, '')}_${method}`;

interface RouteFacts {
  isPublic: boolean;
  roles?: RolesRequirement;
  withoutPassword: boolean;
  rateLimited: boolean;
  /** also open to a release token (Authorization: Bearer) */
  releaseToken: boolean;
  errors: DeclaredErrorStatus[];
}

/** What the guards will do for each handler, read from the same metadata the guards read. */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const reflector = app.get(Reflector);
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, controller];
        facts.set(operationId(controller.name, name), {
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
          roles: reflector.getAllAndOverride<RolesRequirement | undefined>(ROLES_KEY, targets),
          withoutPassword:
            reflector.getAllAndOverride<boolean>(ALLOW_WITHOUT_PASSWORD, targets) === true,
          rateLimited: reflector.get(RATE_LIMIT, handler) !== undefined,
          releaseToken:
            reflector.getAllAndOverride<boolean>(RELEASE_TOKEN_ALLOWED, targets) === true,
          errors: reflector.getAllAndMerge<DeclaredErrorStatus[]>(API_ERRORS, targets) ?? [],
        });
      }
    }
  }
  return facts;
}

function audienceOf(facts: RouteFacts): Audience {
  if (facts.isPublic) return 'public';
  const onlyAdmins = facts.roles?.roles.length === 1 && facts.roles.roles[0] === 'admin';
  return onlyAdmins || (facts.roles?.mode === 'all' && facts.roles.roles.includes('admin'))
    ? 'admin'
    : 'staff';
}

const rolesText = (roles: Role[], mode: 'any' | 'all') =>
  roles.join(mode === 'all' ? ' and ' : ' or ');

/**
 * Security, audience tag and the answers the guards and the platform give, on one operation:
 * the route's guard metadata decides them, so a new route is documented as it behaves.
 */
function completeOperation(
  operation: OperationObject,
  method: (typeof METHODS)[number],
  facts: RouteFacts,
): ErrorStatus[] {
  const write = method !== 'get';
  const audience = audienceOf(facts);
  operation.tags = [audience];
  if (facts.isPublic) operation.security = write ? [{ [XSRF_SCHEME]: [] }] : [];
  else
    operation.security = [
      write ? { [SESSION_SCHEME]: [], [XSRF_SCHEME]: [] } : { [SESSION_SCHEME]: [] },
      // A token alone: no cookie, so no CSRF header either.
      ...(facts.releaseToken ? [{ [RELEASE_TOKEN_SCHEME]: [] }] : []),
    ];
  if (facts.roles) {
    const note = `Roles: ${rolesText(facts.roles.roles, facts.roles.mode)}.`;
    operation.description = operation.description ? `${operation.description}\n\n${note}` : note;
  }

  const statuses = new Set<ErrorStatus>(facts.errors);
  if (!facts.isPublic) {
    statuses.add(401);
    if (!facts.withoutPassword) statuses.add(418);
    if (facts.roles) statuses.add(403);
  }
  if (write) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(419);
    // A JSON write refuses other bodies; a multipart one refuses anything but multipart.
    statuses.add(415);
  }
  // A path parameter that is not valid percent-encoding (`/api/users/%ZZ`) is refused before
  // the route runs.
  const parameters = (operation.parameters ?? []) as { in?: string }[];
  if (parameters.some((parameter) => parameter.in === 'path')) statuses.add(400);
  // Wrong release tokens are counted per address like failed sign-ins.
  if (facts.rateLimited || facts.releaseToken) statuses.add(429);
  // Any request can be too slow: the HTTP server's own limits answer it.
  statuses.add(408);
  statuses.add(500);
  statuses.add(503);

  const used: ErrorStatus[] = [];
  for (const status of [...statuses].sort((a, b) => a - b)) {
    // An operation's own description of a status (its own body) wins over the shared one.
    if (operation.responses[status] !== undefined) continue;
    operation.responses[status] = errorResponseRef(status);
    used.push(status);
  }
  return used;
}

/**
 * The OpenAPI document of the API as it runs: what /api/docs serves, docs/openapi.json holds and
 * the test client checks every answer against.
 */
export function createOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Bolsos API')
    .setDescription(
      [
        'Catalogue, staff back office and Sanctum-compatible session auth.',
        '',
        `Sign in like a Sanctum SPA: \`GET /sanctum/csrf-cookie\` sets the JS-readable XSRF-TOKEN cookie; send its value in the \`${XSRF_HEADER}\` header on every write (POST, PUT, DELETE), then \`POST /api/login\`. The session lives in the \`${config.session.cookieName}\` cookie. Errors are \`{message}\` in the caller's language (Accept-Language), 422 adds \`errors\` by field, 5xx add \`request_id\`.`,
      ].join('\n'),
    )
    .setVersion('1.0')
    // No licence is granted: all rights reserved (the repository is UNLICENSED).
    .setLicense('Proprietary: no licence granted', 'https://choosealicense.com/no-permission/')
    .addServer(config.appUrl, 'This site (APP_URL)')
    .addTag('public', 'Anyone: the storefront, sign-in and password links')
    .addTag('staff', 'Signed-in staff; some need a role (see each operation)')
    .addTag('admin', 'Administrators only')
    .addSecurity(SESSION_SCHEME, {
      type: 'apiKey',
      in: 'cookie',
      name: config.session.cookieName,
      description: 'The session cookie `POST /api/login` sets (HttpOnly)',
    })
    .addSecurity(RELEASE_TOKEN_SCHEME, {
      type: 'http',
      scheme: 'bearer',
      description:
        'A release token (`release-token create` on a server, docs/releasing.md): the releases routes only, for a team’s pipeline',
    })
    .addSecurity(XSRF_SCHEME, {
      type: 'apiKey',
      in: 'header',
      name: XSRF_HEADER,
      description:
        'The XSRF-TOKEN cookie from `GET /sanctum/csrf-cookie` (renewed at sign-in), echoed on every write; a mismatch is 419',
    })
    .build();
  const document = SwaggerModule.createDocument(app, builder, {
    operationIdFactory: operationId,
    extraModels: ERROR_MODELS,
  });

  const facts = routeFacts(app);
  const used = new Set<ErrorStatus>();
  for (const [path, item] of Object.entries(document.paths) as [string, PathItemObject][]) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = facts.get(operation.operationId ?? '');
      if (!route)
        throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} has no controller handler`);
      for (const status of completeOperation(operation, method, route)) used.add(status);
    }
  }
  document.components = { ...document.components, responses: errorResponses(used) };
  return document;
}
