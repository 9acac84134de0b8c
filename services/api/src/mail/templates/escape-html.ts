const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** Schemes a link in an e-mail may use; anything else (javascript:, data:) is never linked. */
export function isSafeHref(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url.trim());
}
