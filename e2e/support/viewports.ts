import type { ViewportSize } from '@playwright/test';

/** The two screens issue 30 tries the back office on: a phone and a laptop. */
export const ADMIN_VIEWPORTS: readonly (ViewportSize & { label: string })[] = [
  { label: '390×844', width: 390, height: 844 },
  { label: '1366×768', width: 1366, height: 768 },
];

/** Playwright's `viewport` option for one of them (without the label). */
export const viewportOf = ({ width, height }: ViewportSize): ViewportSize => ({ width, height });
