import { LOCALES, WEEKDAYS, type ShopDetails, type Weekday } from '@bolsos/contracts';

/** One weekday's row of the form: open or closed, and its hours when open. */
export interface WeekRow {
  /** shown, not a field: row i is WEEKDAYS[i] */
  day?: Weekday;
  open: boolean;
  opens: string;
  closes: string;
}

/** A date with other hours: closed all day, or its own hours. */
export interface ExceptionRow {
  date: string;
  closed: boolean;
  opens?: string;
  closes?: string;
}

/** What the form holds: the document, with the week as seven rows and dates as rows too. */
export type ShopFormValues = Omit<ShopDetails, 'hours' | 'exceptions'> & {
  week: WeekRow[];
  exceptions: ExceptionRow[];
};

/** The fields the API's 422 `errors` name, where their messages land. */
export const SHOP_FIELDS = [
  'address.street',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'map_url',
  'phone',
  'whatsapp',
  'email',
  'social.facebook',
  'social.instagram',
  'social.tiktok',
  ...LOCALES.flatMap((l) => ['delivery', 'returns', 'payment'].map((k) => `texts.${l}.${k}`)),
  ...WEEKDAYS.flatMap((_, row) => [`week.${row}.opens`, `week.${row}.closes`]),
  // The schema's most dates with other hours.
  ...Array.from({ length: 60 }, (_, row) => [
    `exceptions.${row}.opens`,
    `exceptions.${row}.closes`,
  ]).flat(),
];

/**
 * The form's field for a request's field path: the API names a day's hours by the day
 * (`hours.mon.closes`), the form holds them in that weekday's row (`week.0.closes`).
 */
export function shopFieldOf(path: string): string {
  const [head, day, ...rest] = path.split('.');
  const row = WEEKDAYS.indexOf(day as Weekday);
  return head === 'hours' && row >= 0 ? ['week', row, ...rest].join('.') : path;
}

/** The form's values for stored details (a day with one interval per row). */
export function shopFormValues(details: ShopDetails): ShopFormValues {
  const { hours, exceptions, ...rest } = details;
  return {
    ...rest,
    week: WEEKDAYS.map((day) => {
      const found = hours.find((h) => h.day === day);
      return {
        day,
        open: Boolean(found),
        opens: found?.opens ?? '09:00',
        closes: found?.closes ?? '18:00',
      };
    }),
    exceptions: exceptions.map((e) => ({
      date: e.date,
      closed: !e.opens,
      opens: e.opens,
      closes: e.closes,
    })),
  };
}

/** The request for the form's values: open days only, closed dates without hours. */
export function shopRequest(values: ShopFormValues): ShopDetails {
  const { week, exceptions, ...rest } = values;
  return {
    ...rest,
    // The rows are the seven weekdays in order; the form holds no field for the day itself.
    hours: WEEKDAYS.flatMap((day, index) => {
      const row = week[index];
      return row?.open ? [{ day, opens: row.opens, closes: row.closes }] : [];
    }),
    exceptions: (exceptions ?? [])
      .filter((row) => row?.date)
      .map((row) =>
        row.closed || !row.opens
          ? { date: row.date }
          : { date: row.date, opens: row.opens, closes: row.closes ?? row.opens },
      ),
  };
}
