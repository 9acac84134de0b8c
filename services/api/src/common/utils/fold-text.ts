/** Lower-case, accent-free text for LIKE searches that behave the same on SQLite and MySQL. */
export function foldText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Escapes LIKE wildcards so a search for "50%" means the characters. The escape
 * character is "!" because a backslash means different things in MySQL and SQLite
 * string literals; use it with `ESCAPE '!'`.
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}
