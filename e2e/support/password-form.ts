import type { Page } from '@playwright/test';

/** Fills the new-password pair of the Spanish password-set and password-reset pages and sends it. */
export async function submitNewPassword(
  page: Page,
  password: string,
  submit: string,
): Promise<void> {
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}
