import {
  ADMIN_ROUTES,
  API_PATHS,
  type ContactMessage,
  type Paginated,
  type Product,
  type User,
} from '@bolsos/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { settle } from './axe';
import { apiCall, DEMO_MANAGER } from './session';

const read = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await apiCall(request, 'GET', path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
};

/**
 * Every admin route an admin may open, `:id` filled with a seeded record (a contact message is
 * sent first when the inbox is empty), so a page added to ADMIN_ROUTES is measured too. Signed in
 * as an admin on `request`.
 */
export async function everyAdminPage(request: APIRequestContext): Promise<string[]> {
  const users = await read<Paginated<User>>(request, `${API_PATHS.users}?search=manager`);
  const products = await read<Paginated<Product>>(request, `${API_PATHS.products}?per_page=1`);
  let messages = await read<Paginated<ContactMessage>>(request, `${API_PATHS.messages}?per_page=1`);
  if (messages.data.length === 0) {
    const sent = await apiCall(request, 'POST', API_PATHS.contact, {
      name: 'Lucía Pérez',
      email: 'lucia@example.pa',
      message: '¿Tienen la mochila azul en otro tamaño? Quisiera saber también el precio final.',
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    messages = await read<Paginated<ContactMessage>>(request, `${API_PATHS.messages}?per_page=1`);
  }
  const ids: Record<string, number> = {
    users: users.data.find((user) => user.email === DEMO_MANAGER.email)?.id ?? users.data[0].id,
    products: products.data[0].id,
    messages: messages.data[0].id,
  };
  return Object.values(ADMIN_ROUTES).map((route) =>
    route.path.replace(/\/([a-z]+)\/:[a-z_]+/gi, (_, collection: string) => {
      const id = ids[collection];
      if (!id) throw new Error(`${route.path}: no record to open for "${collection}"`);
      return `/${collection}/${id}`;
    }),
  );
}

/** Opens an admin page and waits until its heading shows and nothing moves, ready to measure. */
export async function openAdminPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 15_000 });
  await settle(page);
}
