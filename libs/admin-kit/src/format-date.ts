import { LOCALE_TAGS, type Locale } from '@bolsos/contracts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * '5 mar 2026' / 'Mar 5, 2026' / '2026年3月5日' for an ISO timestamp; '' when unreadable. Spelled
 * out on purpose: es-PA's numeric style is month-first, which readers elsewhere take for the day.
 */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The back office's one date-and-time format per language ('Nov 25, 2026, 10:05', '25 nov 2026,
 * 10:05', '2026年11月25日 10:05'), in the staff member's time zone: every page that shows when
 * something happened (lists, dashboard, messages, audit) uses this one.
 */
export function dateTimeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimes.set(locale, format);
  }
  return format;
}

/** An ISO timestamp in the back office's format (dateTimeFormat); '' when unreadable. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale).format(date);
}
