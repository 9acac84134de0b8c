import { expect, type Page } from '@playwright/test';

/** Labels of the login form per language (libs/i18n interface strings). */
export const LOGIN_LABELS = {
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  zh: { email: '电子邮件', password: '密码', submit: '登录' },
} as const;

/** Fills and sends the login form of the page the browser is on. */
export async function submitLogin(
  page: Page,
  credentials: { email: string; password: string },
  lang: keyof typeof LOGIN_LABELS = 'es',
): Promise<void> {
  const labels = LOGIN_LABELS[lang];
  await page.getByLabel(labels.email, { exact: true }).fill(credentials.email);
  await page.getByLabel(labels.password, { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Signs in through the Spanish login page and waits for the admin landing. */
export async function loginThroughUi(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  // Chosen as the switcher's Español link does: a cookie of an earlier page's language would
  // otherwise send the unprefixed page to that language's twin.
  await page.goto('/auth/login?lang=es');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await submitLogin(page, credentials);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
}
