import {
  API_BASE,
  API_PATHS,
  CSRF_COOKIE_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Role,
  type User,
} from '@bolsos/contracts';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The demo staff `npm start` seeds (design §6). */
export const DEMO_ADMIN = {
  email: 'admin@bolsos.test',
  password: 'Admin#2026demo',
  name: 'Ana Administradora',
};
export const DEMO_MANAGER = {
  email: 'manager@bolsos.test',
  password: 'Manager#2026demo',
  name: 'Mario Gerente',
};

/** The API's session cookie (SESSION_COOKIE is left at its default by the global setup). */
export const SESSION_COOKIE = 'bolsos_session';

async function xsrfToken(request: APIRequestContext): Promise<string> {
  const find = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE);
  let cookie = await find();
  if (!cookie) {
    expect((await request.get(CSRF_COOKIE_PATH)).status()).toBe(204);
    cookie = await find();
  }
  if (!cookie) throw new Error(`${CSRF_COOKIE_PATH} set no ${XSRF_COOKIE} cookie`);
  return decodeURIComponent(cookie.value);
}

/**
 * A JSON call with the Sanctum XSRF flow, on a request context that shares its cookies with a
 * browser context (`context.request`) or stands alone (`request.newContext`).
 */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[XSRF_HEADER] = await xsrfToken(request);
  return request.fetch(`${API_BASE}${path}`, { method, headers, data });
}

/** A multipart POST (e.g. product images) with the same XSRF flow as apiCall. */
export async function apiUpload(
  request: APIRequestContext,
  path: string,
  multipart: FormData,
): Promise<APIResponse> {
  return request.fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', [XSRF_HEADER]: await xsrfToken(request) },
    multipart,
  });
}

export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<User> {
  const { email, password } = credentials;
  const response = await apiCall(request, 'POST', API_PATHS.login, { email, password });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: User }).user;
}

/** POST /api/users as the signed-in staff member of `request`: the API e-mails an invitation. */
export async function createUser(
  request: APIRequestContext,
  user: { name: string; email: string; roles: Role[] },
): Promise<User> {
  const response = await apiCall(request, 'POST', API_PATHS.users, user);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: User }).data;
}

/**
 * Accepts an e-mailed invitation as its page's form does: the token from the link, the first
 * password in a POST with the XSRF header. Signs `request` in as the invited user.
 */
export async function acceptInvitation(
  request: APIRequestContext,
  link: string,
  password: string,
): Promise<User> {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in the invitation link ${link}`);
  const response = await apiCall(request, 'POST', API_PATHS.invitation(token), {
    password,
    password_confirmation: password,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: User }).user;
}
