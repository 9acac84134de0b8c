/** Spec §4: these user agents never get the error page, only a console log. */
export const CRAWLER_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
