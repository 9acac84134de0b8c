import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';

/** The parts of an OpenAPI 3.0 document the contract reads. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, OpenApiResponse>;
  };
}
interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}
interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean; schema?: { type?: string } }>;
}

/** What the contract needs of an answer (supertest's Response has it all). */
export interface ObservedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

export const COMMITTED_DOCUMENT = path.resolve(__dirname, '../../../../docs/openapi.json');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * OpenAPI 3.0 schemas are not quite JSON Schema: `nullable` becomes a null type, and `$ref`s
 * point into the whole document, registered under one id. Objects are closed (below).
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = `openapi.json${value}`;
    else if (key === 'nullable' || key === 'example') continue;
    else out[key] = toJsonSchema(value);
  }
  // An answer holds what the document names and nothing more: a field it does not describe is
  // one a generated client cannot see, so it fails the test like a missing one.
  if (out.type === 'object' && out.properties && !('additionalProperties' in out))
    out.additionalProperties = false;
  if ((node as { nullable?: boolean }).nullable === true) {
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    const composed = ['$ref', 'allOf', 'anyOf', 'oneOf'].some((key) => key in out);
    return typeof out.type === 'string' && !composed
      ? { ...out, type: [out.type, 'null'] }
      : { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/**
 * The path as the server gets it: WHATWG URL parsing would resolve `.` and `%2E` segments that
 * Express hands to a route as a parameter.
 */
export function rawPath(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] || '/';
}

/**
 * A request no operation takes: Nest's 404, or the shared answer of what runs before routing
 * (the body parser, the JSON-only check, the session store), as the document describes them.
 */
const UNROUTED: Record<number, string> = {
  400: 'BadRequest',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  500: 'ServerError',
  503: 'ServiceUnavailable',
};

interface Route {
  path: string;
  pattern: RegExp;
  literals: number;
  operations: Record<string, OpenApiOperation>;
}

/**
 * Checks an answer against the document: the operation its method and path name, a status that
 * operation declares, a media type it declares, its schema, and its required headers. A path the
 * document does not have must be the API's 404, or a refusal from before routing (UNROUTED).
 */
export class OpenApiContract {
  private readonly ajv: Ajv;
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(
      toJsonSchema({ components: document.components ?? {} }) as object,
      'openapi.json',
    );
    this.routes = Object.entries(document.paths)
      .map(([docPath, item]) => {
        const segments = docPath.split('/');
        return {
          path: docPath,
          pattern: new RegExp(
            `^${segments
              .map((segment) =>
                /^\{[^}]+\}$/.test(segment)
                  ? '[^/]+'
                  : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
              )
              .join('/')}$`,
          ),
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
          operations: Object.fromEntries(
            Object.entries(item).filter(([method]) => METHODS.includes(method)),
          ) as Record<string, OpenApiOperation>,
        };
      })
      // Express tries a literal segment before a parameter where both are declared (export.csv, bulk, order).
      .sort((a, b) => b.literals - a.literals);
  }

  static committed(): OpenApiContract {
    return new OpenApiContract(JSON.parse(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')));
  }

  /** The document's operation for a request, or undefined when it has none. */
  operation(
    method: string,
    pathname: string,
  ): { path: string; operation: OpenApiOperation } | undefined {
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    for (const route of this.routes) {
      if (route.pattern.test(trimmed) && route.operations[verb])
        return { path: route.path, operation: route.operations[verb] };
    }
    return undefined;
  }

  /** Everything wrong with an answer, as sentences; empty when it is what the document says. */
  problems(method: string, url: string, res: ObservedResponse): string[] {
    const pathname = rawPath(url);
    // A HEAD answer has GET's status and headers and no body to check.
    if (method.toUpperCase() === 'HEAD') res = { ...res, body: undefined, text: '' };
    const found = this.operation(method, pathname);
    if (!found) {
      // No route: Nest's own 404, or what the middleware in front of the routes refuses first.
      const shared = UNROUTED[res.status];
      return shared && this.document.components?.responses?.[shared]
        ? this.bodyProblems(this.sharedResponse(shared), res)
        : [`no operation for ${method} ${pathname}, yet it answered ${res.status}`];
    }
    const responses = found.operation.responses;
    const declared =
      responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`] ?? responses.default;
    if (!declared)
      return [
        `${found.operation.operationId} (${method} ${found.path}) does not declare ${res.status}; it declares ${Object.keys(responses).join(', ')}`,
      ];
    const response = '$ref' in declared ? this.resolve(declared.$ref) : declared;
    return this.bodyProblems(response, res, `${found.operation.operationId}:${res.status}`);
  }

  private sharedResponse(name: string): OpenApiResponse {
    return this.resolve(`#/components/responses/${name}`);
  }

  private resolve(ref: string): OpenApiResponse {
    const name = ref.replace('#/components/responses/', '');
    const response = this.document.components?.responses?.[name];
    if (!response) throw new Error(`OpenAPI: ${ref} is not in the document`);
    return response;
  }

  private bodyProblems(response: OpenApiResponse, res: ObservedResponse, key?: string): string[] {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = res.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`header ${name} is required`);
      } else if (header.schema?.type === 'integer' && !/^\d+$/.test(String(value))) {
        problems.push(`header ${name} is not an integer: ${String(value)}`);
      }
    }
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const hasBody =
      (res.text ?? '').length > 0 || (Buffer.isBuffer(res.body) && res.body.length > 0);
    if (!response.content) {
      // Redirects may carry the short text Express writes for them.
      if (hasBody && (res.status < 300 || res.status >= 400))
        problems.push(`no content is declared, yet it sent ${contentType || 'a body'}`);
      return problems;
    }
    const mediaType = Object.keys(response.content).find((declared) => declared === contentType);
    if (!mediaType) {
      problems.push(
        `content type ${contentType || '(none)'} is not declared (${Object.keys(response.content).join(', ')})`,
      );
      return problems;
    }
    const schema = response.content[mediaType].schema;
    if (!schema || !/json/.test(mediaType)) return problems;
    const validate = this.validator(key ?? `shared:${response.description}`, schema);
    // Tests that read a body raw (a CSV download that may be a JSON error) hold it as bytes.
    let body = res.body;
    if (Buffer.isBuffer(body)) {
      try {
        body = JSON.parse(body.toString('utf8'));
      } catch {
        return [...problems, 'the body is not JSON'];
      }
    }
    if (!validate(body)) {
      for (const error of validate.errors ?? [])
        problems.push(
          `body${error.instancePath} ${error.message ?? 'is invalid'} ${error.params ? JSON.stringify(error.params) : ''}`.trim(),
        );
    }
    return problems;
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
