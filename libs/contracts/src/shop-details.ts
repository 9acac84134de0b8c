import type { Locale } from './enums';
import type { ObjectSchema } from './validation/engine';

/** Days of the week, Monday first, as schema.org's DayOfWeek names them after the prefix. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEMA_ORG_DAYS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Opening hours of one weekday; a day absent from the list is closed. */
export interface ShopHours {
  day: Weekday;
  /** HH:MM, 24-hour, the shop's local time (America/Panama) */
  opens: string;
  closes: string;
}

/** A date with other hours than its weekday's (a holiday): closed all day when `opens` is absent. */
export interface ShopException {
  /** YYYY-MM-DD */
  date: string;
  opens?: string;
  closes?: string;
}

/** Short texts shoppers look for before buying, in one language. */
export interface ShopTexts {
  delivery: string;
  returns: string;
  payment: string;
}

/** The shop's details as staff keep them: shown in the footer, on Contact and to crawlers. */
export interface ShopDetails {
  address: { street: string; city: string; region: string; postal_code: string; country: string };
  /** a map application's link to the shop */
  map_url: string;
  phone: string;
  /** the WhatsApp number, international form (+507 6…) */
  whatsapp: string;
  email: string;
  hours: ShopHours[];
  exceptions: ShopException[];
  social: { facebook: string; instagram: string; tiktok: string };
  texts: Record<Locale, ShopTexts>;
}

export interface ShopDetailsResponse {
  data: ShopDetails;
  /** ISO time of the last change */
  updated_at: string;
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const URL_PATTERN = /^https:\/\/[^\s]+$/;
const PHONE = /^\+?[\d\s().-]{6,30}$/;

const text = (max: number) => ({ type: 'string', max }) as const;
const url = {
  type: 'string',
  max: 500,
  pattern: { regex: URL_PATTERN, message: 'validation.url' },
} as const;
const phone = {
  type: 'string',
  max: 30,
  pattern: { regex: PHONE, message: 'validation.phone' },
} as const;
const time = (required: boolean) =>
  ({ type: 'string', required, pattern: { regex: TIME, message: 'validation.time' } }) as const;
/** A shop closes after it opens, the same day: no hours across midnight. */
const closesAfterOpens = { field: 'opens', message: 'validation.closes_after_opens' } as const;
const shopTexts = {
  type: 'object',
  fields: { delivery: text(1000), returns: text(1000), payment: text(1000) },
} as const;

/** PUT /api/shop: every field optional but its shape checked, so a shop fills it in as it goes. */
export const shopDetailsSchema = {
  address: {
    type: 'object',
    required: true,
    fields: {
      street: text(200),
      city: text(100),
      region: text(100),
      postal_code: text(20),
      country: { type: 'string', max: 2 },
    },
  },
  map_url: url,
  phone,
  whatsapp: phone,
  email: { type: 'string', email: true, lowercase: true, max: 191 },
  hours: {
    type: 'array',
    max: 14,
    // A refused day is named by its day (`hours.mon.closes`), as the form shows one row per day.
    itemKey: 'day',
    items: {
      type: 'object',
      fields: {
        day: { type: 'string', required: true, enum: WEEKDAYS },
        opens: time(true),
        closes: { ...time(true), after: closesAfterOpens },
      },
    },
  },
  exceptions: {
    type: 'array',
    max: 60,
    items: {
      type: 'object',
      fields: {
        date: {
          type: 'string',
          required: true,
          pattern: { regex: DATE, message: 'validation.date' },
        },
        opens: time(false),
        closes: { ...time(false), after: closesAfterOpens },
      },
    },
  },
  social: {
    type: 'object',
    required: true,
    fields: { facebook: url, instagram: url, tiktok: url },
  },
  texts: {
    type: 'object',
    required: true,
    fields: { es: shopTexts, en: shopTexts, zh: shopTexts },
  },
} satisfies ObjectSchema;

/** A link that opens a WhatsApp chat with the shop, with `message` typed in. */
export function whatsappLink(number: string, message?: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** Details with nothing filled in: what a new shop starts from. */
export function emptyShopDetails(): ShopDetails {
  const texts = () => ({ delivery: '', returns: '', payment: '' });
  return {
    address: { street: '', city: '', region: '', postal_code: '', country: 'PA' },
    map_url: '',
    phone: '',
    whatsapp: '',
    email: '',
    hours: [],
    exceptions: [],
    social: { facebook: '', instagram: '', tiktok: '' },
    texts: { es: texts(), en: texts(), zh: texts() },
  };
}

/** Weekdays with the same hours, as one line of a timetable: `from`–`to`, each interval. */
export interface HoursRange {
  from: Weekday;
  to: Weekday;
  intervals: { opens: string; closes: string }[];
}

/**
 * The week as a shopper reads it: consecutive weekdays with the same hours merged ("Mon–Fri
 * 09:00–18:00"), Monday first, a day's intervals in time order; closed days left out.
 */
export function groupOpeningHours(hours: readonly ShopHours[]): HoursRange[] {
  const ranges: HoursRange[] = [];
  let previous: { day: Weekday; key: string } | undefined;
  for (const day of WEEKDAYS) {
    const intervals = hours
      .filter((h) => h.day === day)
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    const key = intervals.map((i) => `${i.opens}-${i.closes}`).join(',');
    const last = ranges[ranges.length - 1];
    if (key && previous?.key === key && last?.to === previous.day) last.to = day;
    else if (key) ranges.push({ from: day, to: day, intervals });
    previous = { day, key };
  }
  return ranges;
}

/**
 * A range as the footer and Contact write it, days named by `dayName`: `Lun–Vie` (one day alone
 * by its name) and `09:00–13:00, 14:00–18:00`.
 */
export function describeHoursRange(
  range: HoursRange,
  dayName: (day: Weekday) => string,
): { days: string; hours: string } {
  return {
    days:
      range.from === range.to ? dayName(range.from) : `${dayName(range.from)}–${dayName(range.to)}`,
    hours: range.intervals.map((i) => `${i.opens}–${i.closes}`).join(', '),
  };
}
