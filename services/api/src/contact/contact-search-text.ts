import { foldText } from '../common/utils/fold-text';

/** Room for the folded search text of a message (the entity's column length). */
export const CONTACT_SEARCH_TEXT_MAX = 5400;

/**
 * A message's folded name, e-mail, phone and text for staff search. Folding can lengthen text
 * (NFKD spells out ligatures such as "ﷺ" in many letters), so it is cut to the column's length
 * in whole characters: MySQL refuses a longer value, and the start is what a search finds.
 */
export function contactSearchText(...parts: (string | null | undefined)[]): string {
  return Array.from(foldText(...parts))
    .slice(0, CONTACT_SEARCH_TEXT_MAX)
    .join('');
}
