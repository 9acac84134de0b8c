import {
  describeHoursRange,
  emptyShopDetails,
  groupOpeningHours,
  shopDetailsSchema,
  whatsappLink,
  type ShopHours,
} from './shop-details';
import { validate } from './validation/engine';

describe('groupOpeningHours', () => {
  it('merges consecutive days with the same hours and leaves closed days out', () => {
    const week: ShopHours[] = [
      ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
        day,
        opens: '09:00',
        closes: '18:00',
      })),
      { day: 'sat', opens: '10:00', closes: '14:00' },
    ];
    expect(groupOpeningHours(week)).toEqual([
      { from: 'mon', to: 'fri', intervals: [{ opens: '09:00', closes: '18:00' }] },
      { from: 'sat', to: 'sat', intervals: [{ opens: '10:00', closes: '14:00' }] },
    ]);
  });

  it('keeps a closed day between equal ones as a break, and orders a day’s intervals', () => {
    const hours: ShopHours[] = [
      { day: 'mon', opens: '14:00', closes: '18:00' },
      { day: 'mon', opens: '09:00', closes: '12:00' },
      { day: 'wed', opens: '09:00', closes: '12:00' },
      { day: 'wed', opens: '14:00', closes: '18:00' },
    ];
    const split = [
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ];
    expect(groupOpeningHours(hours)).toEqual([
      { from: 'mon', to: 'mon', intervals: split },
      { from: 'wed', to: 'wed', intervals: split },
    ]);
    expect(groupOpeningHours([])).toEqual([]);
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the number’s digits and the message typed in', () => {
    expect(whatsappLink('+507 6123-4567', 'Hola, ¿tienen la «Mochila»?')).toBe(
      'https://wa.me/50761234567?text=Hola%2C%20%C2%BFtienen%20la%20%C2%ABMochila%C2%BB%3F',
    );
    expect(whatsappLink('')).toBeUndefined();
  });
});

describe('describeHoursRange', () => {
  it('names one day alone or the first and last of a range, and lists the intervals', () => {
    const name = (day: string) => day.toUpperCase();
    expect(
      describeHoursRange(
        {
          from: 'mon',
          to: 'fri',
          intervals: [
            { opens: '09:00', closes: '13:00' },
            { opens: '14:00', closes: '18:00' },
          ],
        },
        name,
      ),
    ).toEqual({ days: 'MON–FRI', hours: '09:00–13:00, 14:00–18:00' });
    expect(
      describeHoursRange(
        { from: 'sun', to: 'sun', intervals: [{ opens: '10:00', closes: '14:00' }] },
        name,
      ),
    ).toEqual({ days: 'SUN', hours: '10:00–14:00' });
  });
});

describe('shopDetailsSchema hours', () => {
  const details = (hours: unknown, exceptions: unknown = []) => ({
    ...emptyShopDetails(),
    hours,
    exceptions,
  });

  it('refuses a day that closes at or before it opens, naming the day’s closing field', () => {
    const result = validate(
      shopDetailsSchema,
      details([
        { day: 'tue', opens: '09:00', closes: '18:00' },
        { day: 'mon', opens: '09:00', closes: '08:00' },
        { day: 'sat', opens: '10:00', closes: '10:00' },
      ]),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      'hours.mon.closes': [{ key: 'validation.closes_after_opens' }],
      'hours.sat.closes': [{ key: 'validation.closes_after_opens' }],
    });
  });

  it('refuses a date with other hours that closes before it opens, and takes a closed date', () => {
    const result = validate(
      shopDetailsSchema,
      details(
        [],
        [{ date: '2026-12-24', opens: '14:00', closes: '09:00' }, { date: '2026-12-25' }],
      ),
    );
    expect(result.ok ? {} : result.errors).toEqual({
      'exceptions.0.closes': [{ key: 'validation.closes_after_opens' }],
    });
  });

  it('takes a closing time after the opening time, and leaves a malformed time to its own message', () => {
    expect(
      validate(shopDetailsSchema, details([{ day: 'mon', opens: '09:00', closes: '18:30' }])).ok,
    ).toBe(true);
    const result = validate(
      shopDetailsSchema,
      details([{ day: 'fri', opens: '9am', closes: '08:00' }]),
    );
    expect(result.ok ? {} : result.errors).toEqual({
      'hours.fri.opens': [{ key: 'validation.time' }],
    });
  });
});
